import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

/** A date and time as Brazilians read it, in the device's zone. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** A console page: a section named by its heading, then what it shows. */
export function AdminSection({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="mb-4 text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A table's header row: a `th scope="col"` for each heading, with its own class. */
export function TableHead({
  rowClassName,
  headings,
}: {
  rowClassName?: string;
  headings: Array<{ text: string; className: string }>;
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        {headings.map((heading) => (
          <th key={heading.text} scope="col" className={heading.className}>
            {heading.text}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Previous and next page buttons with the range shown. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= limit) return null;
  return (
    <nav aria-label={t('admin.pages')} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('admin.previous')}
      </Button>
      <p className="text-sm text-muted">
        {t('admin.range', { from: offset + 1, to: Math.min(total, offset + limit), total })}
      </p>
      <Button variant="secondary" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
        {t('admin.next')}
      </Button>
    </nav>
  );
}

/**
 * A field's label and input, laid out by the form around them; `input` goes to the input (type, accept,
 * onChange, a form's registration, a class other than the 44 px height).
 */
export function LabelledInput({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className="min-h-11" {...input} />
    </>
  );
}

/** A console search: the field and its button; `onSearch` gets the text typed, trimmed. */
export function SearchBar({
  label,
  buttonText,
  value,
  onChange,
  onSearch,
  className,
}: {
  label: string;
  buttonText: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (text: string) => void;
  /** The space below it. */
  className: string;
}) {
  return (
    <form
      className={`${className} flex flex-col gap-2 sm:flex-row sm:items-end`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextField
        label={label}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="grow"
      />
      <Button type="submit">{buttonText}</Button>
    </form>
  );
}

/**
 * A field's message, under it; the field names it in `aria-describedby` as `{id}-error`. Without `id`, the
 * message of a whole form or action.
 */
export function FieldMessage({ id, error }: { id?: string; error: string | null | undefined }) {
  return error ? (
    <p id={id ? `${id}-error` : undefined} role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/** A console dialog's buttons: cancel, and the submit that names what it does (off while it is sent). */
export function DialogActions({
  onCancel,
  submitText,
  isPending,
}: {
  onCancel: () => void;
  submitText: string;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={isPending}>
        {submitText}
      </Button>
    </div>
  );
}
