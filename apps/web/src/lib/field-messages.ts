/**
 * Every problem of a form field as one line, each rule it breaks in turn (`criteriaMode: 'all'`): a new
 * password lists them all; a field with one problem gives its message.
 */
export function fieldMessages(error: { message?: string; types?: Record<string, unknown> } | undefined) {
  if (!error?.types) return error?.message;
  return Object.values(error.types)
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .join(' · ');
}
