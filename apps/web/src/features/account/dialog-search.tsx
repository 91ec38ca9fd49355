import type { FormEvent, ReactNode } from 'react';

/** The search of an account dialog: its field, named for screen readers by `label`, and its button. */
export function DialogSearch({
  id,
  label,
  value,
  maxLength,
  onChange,
  onSubmit,
  button,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The submit button, as the dialog wants it. */
  button: ReactNode;
}) {
  return (
    <search>
      <form
        className="flex gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={label}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line px-3"
        />
        {button}
      </form>
    </search>
  );
}
