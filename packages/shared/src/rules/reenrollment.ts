/**
 * Re-enrollment (spec 3, 4.4): an enrollment that expired or failed ended without concluding the training,
 * so the member may enroll again when a class allows re-enrollment; any other current enrollment stands.
 */

/** The statuses after which a member may enroll again in the same training. */
export const REENROLLABLE_STATUSES = ['EXPIRED', 'FAILED'] as const;

/** Whether an enrollment with this (derived) status ended without concluding, so a new one may replace it. */
export function isReenrollable(status: string | null | undefined): boolean {
  return (REENROLLABLE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/**
 * Why enrolling again in a class is refused while the member holds an enrollment with `status`, or null
 * when the new enrollment may replace it: ALREADY_ENROLLED unless it expired or failed, then
 * REENROLLMENT_NOT_ALLOWED unless the class allows re-enrollment.
 */
export function reenrollmentRefusal(
  status: string,
  allowReenrollment: boolean,
): 'ALREADY_ENROLLED' | 'REENROLLMENT_NOT_ALLOWED' | null {
  if (!isReenrollable(status)) return 'ALREADY_ENROLLED';
  return allowReenrollment ? null : 'REENROLLMENT_NOT_ALLOWED';
}

/** Whether an enrollment still opens the training: neither ended without concluding nor archived. */
export function isActiveEnrollment(status: string | null | undefined): boolean {
  return Boolean(status) && !isReenrollable(status) && status !== 'ARCHIVED';
}
