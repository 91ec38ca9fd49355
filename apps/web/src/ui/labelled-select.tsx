import { useId } from 'react';

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
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
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
    </div>
  );
}
