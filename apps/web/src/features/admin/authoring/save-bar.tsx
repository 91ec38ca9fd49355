import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';

/**
 * Puts a refused save's problems at their fields (`node.blocks.0.title` is the form's `blocks.0.title`) and
 * returns every message, for the list above the save button.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, prefix: string) {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [] as string[];
  const problems = error.errors.length ? error.errors : [{ field: error.field ?? '', message: error.message }];
  let first = true;
  for (const problem of problems) {
    const field =
      prefix === ''
        ? problem.field
        : problem.field.startsWith(`${prefix}.`)
          ? problem.field.slice(prefix.length + 1)
          : '';
    if (!field) continue;
    form.setError(field as Path<T>, { type: 'server', message: problem.message }, { shouldFocus: first });
    first = false;
  }
  // Every message is listed above the save button too: some fields (keys, a part folded away) are not on screen.
  return [...new Set(problems.map((problem) => problem.message))];
}

/**
 * The save button of an editor with what happened: saving, saved, the list of problems, or a conflict with
 * the version the administrator opened (with a way to load the current one; nothing was saved).
 */
export function SaveBar({
  isSaving,
  isDirty,
  error,
  problems,
  onReload,
  saveLabel,
  extra,
  sticky = true,
}: {
  isSaving: boolean;
  isDirty: boolean;
  error: unknown;
  /** Problems the form shows nowhere else (of no field, or of fields not on screen). */
  problems: string[];
  onReload: () => void;
  saveLabel?: string;
  extra?: React.ReactNode;
  /** Kept at the bottom of the screen while the form scrolls (off for a form among others). */
  sticky?: boolean;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const isConflict = error instanceof ApiError && error.code === 'AUTHORING_VERSION_CONFLICT';
  const other =
    error && !isConflict && !(error instanceof ApiError && error.code === 'VALIDATION_FAILED')
      ? errorMessage(error)
      : null;
  useEffect(() => {
    if (isConflict || problems.length || other) panel.current?.focus();
  }, [isConflict, problems, other]);
  return (
    <div
      className={
        sticky ? 'sticky bottom-0 z-10 -mx-4 mt-6 border-t border-line bg-white/95 px-4 py-3 backdrop-blur' : 'mt-2'
      }
    >
      <div ref={panel} tabIndex={-1} className="focus:outline-none">
        {isConflict ? (
          <div role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
            <p>{(error as ApiError).message}</p>
            <Button variant="secondary" className="mt-2" onClick={onReload}>
              {t('authoring.reload')}
            </Button>
          </div>
        ) : null}
        {problems.length || other ? (
          <div role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-danger ring-1 ring-red-200">
            <p className="font-semibold">{t('authoring.problems')}</p>
            <ul className="list-disc pl-5">
              {[...problems, ...(other ? [other] : [])].map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('authoring.saving') : (saveLabel ?? t('authoring.save'))}
        </Button>
        {extra}
        <p className="text-sm text-muted" aria-live="polite">
          {isSaving ? '' : isDirty ? t('authoring.unsaved') : ''}
        </p>
      </div>
    </div>
  );
}

/** Every message of a form's errors, nested ones too (for the list above the save button). */
export function collectErrors(errors: unknown, found: string[] = []): string[] {
  if (!errors || typeof errors !== 'object') return found;
  const message = (errors as { message?: unknown }).message;
  if (typeof message === 'string' && message) found.push(message);
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    collectErrors(value, found);
  }
  return [...new Set(found)];
}
