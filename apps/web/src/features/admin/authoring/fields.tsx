import { AUTHORING_RICH_TEXT_MAX_LENGTH } from '@trilha/shared/constants';
import { type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { uploadMedia } from '../../../api/authoring';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/field';
import { ProgressBar } from '../../../ui/progress-bar';
import { RichTextField } from '../../../ui/rich-text-field';
import { FieldMessage } from '../admin-ui';

/**
 * The console's form fields: each registered in a react-hook-form form by its path in the entity's pack
 * form (`blocks.0.title`), showing the shared schema's message (or the server's, put at the same path).
 */

type Form<T extends FieldValues> = UseFormReturn<T>;

/** The message of a field, from the schema or the server. */
export function useFieldError<T extends FieldValues>(control: Control<T>, name: Path<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  const found = get(errors, name) as { message?: string } | undefined;
  return found?.message;
}

/** What every console field takes: the form, the field's path in it and its label. */
type FieldProps<T extends FieldValues> = { form: Form<T>; name: Path<T>; label: string };

/** A field drawn by `render` from the form's value at `name`, with the field's message. */
export function Controlled<T extends FieldValues>({
  form,
  name,
  render,
}: {
  form: Form<T>;
  name: Path<T>;
  render: (field: ControllerRenderProps<T, Path<T>>, error: string | undefined) => ReactElement;
}) {
  const error = useFieldError(form.control, name);
  return <Controller control={form.control} name={name} render={({ field }) => render(field, error)} />;
}

/** A field's label above its control (which has `id`) and its message below it. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** An empty text field means "none". */
const emptyToNull = (value: unknown) => (value === '' ? null : value);
/** An empty field left out, for schemas whose fields may be absent but not null (a section's design). */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** How an empty field is sent: null (the pack's optional fields) or left out (`undefined`). */
type Empty = 'null' | 'undefined';

export function TextInput<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  type = 'text',
  maxLength,
  nullable = true,
  disabled,
  empty,
}: FieldProps<T> & {
  hint?: string;
  required?: boolean;
  type?: 'text' | 'url' | 'email';
  maxLength?: number;
  /** An empty value is sent as null (optional fields); off for required ones. */
  nullable?: boolean;
  disabled?: boolean;
  empty?: Empty;
}) {
  const error = useFieldError(form.control, name);
  return (
    <TextField
      label={required ? `${label} *` : label}
      hint={hint}
      error={error}
      type={type}
      maxLength={maxLength}
      disabled={disabled}
      {...form.register(
        name,
        empty === 'undefined' ? { setValueAs: emptyToUndefined } : nullable ? { setValueAs: emptyToNull } : {},
      )}
    />
  );
}

export function TextAreaInput<T extends FieldValues>({
  form,
  name,
  label,
  rows = 3,
  hint,
}: FieldProps<T> & { rows?: number; hint?: string }) {
  const id = useId();
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger"
        {...form.register(name, { setValueAs: emptyToNull })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </FieldFrame>
  );
}

export function NumberInput<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  min,
  max,
  empty = 'null',
}: FieldProps<T> & { hint?: string; min?: number; max?: number; empty?: Empty }) {
  const error = useFieldError(form.control, name);
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      {...form.register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === null || value === undefined ? (empty === 'null' ? null : undefined) : Number(value),
      })}
    />
  );
}

/** Options of a select: its value (string or number) and the text shown. */
export type Choice = { value: string | number; label: string };

export function SelectInput<T extends FieldValues>({
  form,
  name,
  label,
  choices,
  numeric,
  allowEmpty,
  emptyLabel,
  empty = 'null',
}: FieldProps<T> & {
  choices: Choice[];
  numeric?: boolean;
  /** An empty choice, sent as null (or left out with `empty="undefined"`). */
  allowEmpty?: boolean;
  emptyLabel?: string;
  empty?: Empty;
}) {
  const id = useId();
  const error = useFieldError(form.control, name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger"
        {...form.register(name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined
              ? allowEmpty && empty === 'null'
                ? null
                : undefined
              : numeric
                ? Number(value)
                : value,
        })}
      >
        {allowEmpty ? <option value="">{emptyLabel ?? ''}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FlagInput<T extends FieldValues>({
  form,
  name,
  label,
}: Omit<FieldProps<T>, 'label'> & { label: ReactNode }) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, error) => (
        <Checkbox
          label={label}
          error={error}
          checked={field.value === true || field.value === 1}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

/** `YYYY-MM-DDTHH:mm` of an ISO date in the device's time zone (what a datetime-local input shows). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeInput<T extends FieldValues>({
  form,
  name,
  label,
  required,
}: FieldProps<T> & { required?: boolean }) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, error) => (
        <TextField
          label={required ? `${label} *` : label}
          type="datetime-local"
          error={error}
          value={toLocalInput(field.value)}
          onChange={(event) =>
            field.onChange(event.target.value ? new Date(event.target.value).toISOString() : required ? '' : null)
          }
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

export function ColorInput<T extends FieldValues>({
  form,
  name,
  label,
  nullable,
  empty,
}: FieldProps<T> & {
  nullable?: boolean;
  /** `undefined`: an emptied colour is left out. */
  empty?: Empty;
}) {
  const id = useId();
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, error) => (
        <FieldFrame id={id} label={label} error={error}>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-hidden="true"
              tabIndex={-1}
              value={typeof field.value === 'string' && /^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
              onChange={(event) => field.onChange(event.target.value)}
              className="size-11 shrink-0 cursor-pointer rounded-lg border border-line bg-white"
            />
            <input
              id={id}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) =>
                field.onChange(event.target.value || (empty === 'undefined' ? undefined : nullable ? null : ''))
              }
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              placeholder="#rrggbb"
              className="min-h-11 w-32 rounded-lg border border-line bg-white px-3 font-mono text-base aria-[invalid=true]:border-danger"
            />
          </div>
        </FieldFrame>
      )}
    />
  );
}

/** HTML written in the product's rich text editor (posts, articles, pages, texts of blocks). */
export function RichHtmlInput<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, error) => (
        <RichTextField
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => field.onChange(html || null)}
          error={error}
          maxLength={AUTHORING_RICH_TEXT_MAX_LENGTH}
        />
      )}
    />
  );
}

/**
 * A file's address: typed (an https:// address, an HLS playlist) or uploaded here, with the upload's
 * progress and a way to cancel it. Images show a small preview.
 */
export function MediaInput<T extends FieldValues>({
  form,
  name,
  label,
  accept,
  hint,
  onUploaded,
  empty = 'null',
}: FieldProps<T> & {
  empty?: Empty;
  /** The file picker's filter (`image/*`, `video/*,audio/*`...). */
  accept?: string;
  hint?: string;
  /** Told of the stored file (its name, type, size) after an upload. */
  onUploaded?: (file: { url: string; name: string; mimetype: string; size: number; kind: string }) => void;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const error = useFieldError(form.control, name);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const value = form.watch(name) as unknown;
  const isImage = accept?.startsWith('image') && typeof value === 'string' && value !== '';

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const stored = await uploadMedia(file, setProgress, abort.current.signal);
      form.setValue(name, stored.url as never, { shouldDirty: true, shouldValidate: true });
      onUploaded?.(stored);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setProblem(errorMessage(failure, t('authoring.media.failed')));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        {isImage ? (
          <img src={value as string} alt="" className="size-16 rounded-lg object-cover ring-1 ring-line" />
        ) : null}
        <TextField
          label={t('authoring.media.address')}
          className="min-w-56 flex-1"
          error={error}
          hint={hint}
          {...form.register(name, { setValueAs: empty === 'null' ? emptyToNull : emptyToUndefined })}
        />
        <div className="flex flex-col gap-1">
          <label
            htmlFor={fileId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand bg-white px-4 font-semibold text-brand focus-within:outline focus-within:outline-2 hover:bg-brand-3"
          >
            {t('authoring.media.upload')}
            <input
              id={fileId}
              type="file"
              accept={accept}
              className="sr-only"
              disabled={progress !== null}
              onChange={(event) => {
                void handleFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      </div>
      {progress !== null ? (
        <div className="flex items-center gap-3" aria-live="polite">
          <div className="flex-1">
            <ProgressBar value={progress * 100} label={t('authoring.media.progress')} />
          </div>
          <Button variant="link" onClick={() => abort.current?.abort()}>
            {t('authoring.media.cancel')}
          </Button>
        </div>
      ) : null}
      <FieldMessage error={problem} />
    </fieldset>
  );
}
