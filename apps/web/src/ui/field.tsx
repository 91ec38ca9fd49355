import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a field's control carries to be tied to its label, hint and error. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A label above one control (input, textarea, select), then its hint and its announced error, tied to the
 * control by `aria-describedby`; `children` draws the control with the props it is given.
 */
export function Field({
  label,
  id,
  error,
  hint,
  className = 'flex flex-col gap-1',
  children,
}: {
  label: ReactNode;
  id?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : '', hint ? `${controlId}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${controlId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error is announced and tied to it by `aria-describedby`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = '', ...props },
  ref,
) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={`flex flex-col gap-1 ${className}`}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className="min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink read-only:bg-gray-100 aria-[invalid=true]:border-danger"
          {...props}
        />
      )}
    </Field>
  );
});

/** A select with its label above it; `onChange` gets the chosen choice's own value (a number stays a number). */
export function LabelledSelect<V extends string | number>({
  label,
  value,
  choices,
  onChange,
  className = 'flex flex-col gap-1',
  selectClassName = 'min-h-11 rounded-lg border border-line bg-white px-3',
}: {
  label: string;
  /** Empty: none chosen yet (the first choice shows). */
  value: V | '';
  choices: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <Field label={label} className={className}>
      {({ id }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const chosen = choices.find((choice) => String(choice.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={selectClassName}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
