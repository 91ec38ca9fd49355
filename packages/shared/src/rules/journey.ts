import { removeAccents } from './accents';
import { isCompleted } from './learning-status';

/** The tabs of `/myJourney/:tab` in the order they show (document 3, 2.1 and 2.8). */
export const JOURNEY_TABS = [
  'registered',
  'requestEnrollmentStatus',
  'historic',
  'certificates',
  'gamification',
  'externalCourse',
] as const;
export type JourneyTab = (typeof JOURNEY_TABS)[number];

/** What decides whether the conditional tabs show. */
export type JourneyFlags = { hasEnrollmentRequests: boolean; inCampaign: boolean; externalCourses: boolean };

/** The tabs a member sees: requests only with requests, gamification only in a campaign, external courses with the feature. */
export function availableJourneyTabs(flags: JourneyFlags): JourneyTab[] {
  return JOURNEY_TABS.filter((tab) => {
    if (tab === 'requestEnrollmentStatus') return flags.hasEnrollmentRequests;
    if (tab === 'gamification') return flags.inCampaign;
    if (tab === 'externalCourse') return flags.externalCourses;
    return true;
  });
}

/** The tab to show for a requested one: an unknown or unavailable tab falls back to Matriculados (spec 3, 2.1). */
export function resolveJourneyTab(requested: string | undefined, available: readonly JourneyTab[]): JourneyTab {
  const match = JOURNEY_TABS.find((tab) => tab.toLowerCase() === requested?.toLowerCase());
  return match && available.includes(match) ? match : 'registered';
}

/** What a history row offers in its Actions column: a link to the training, nothing, or a dash. */
export type HistoryLink = 'link' | 'none' | 'dash';

/**
 * Document 3, 6: expired or unpublished items show a dash; a completed published item whose class does not
 * allow access after completion has no link; any other item links to its level page.
 */
export function historyLink(entry: {
  enrollmentStatus: string;
  nodeStatus: string;
  progress: number;
  allowAccessUponCompletion: 0 | 1;
}): HistoryLink {
  if (entry.enrollmentStatus === 'EXPIRED' || entry.nodeStatus !== 'PUBLISHED') return 'dash';
  if (isCompleted(entry.enrollmentStatus, entry.progress) && entry.allowAccessUponCompletion === 0) return 'none';
  return 'link';
}

/**
 * Document 3, 6: a certificate downloads only when the enrollment is COMPLETED or PASSED (or concluded by
 * equivalence, 4.1, where the equivalent training's class gives one) and the class has a certificate; for a
 * child page, also when the class enables certificates for children and the page is done.
 */
export function canDownloadCertificate(input: {
  enrollmentStatus: string;
  idCertificate: number | null;
  child?: { enableCertificateForChildren: 0 | 1; status: string; progress: number } | null;
}): boolean {
  if (input.idCertificate === null) return false;
  if (!['COMPLETED', 'PASSED', 'EQUIVALENCY'].includes(input.enrollmentStatus)) {
    if (!input.child) return false;
  }
  if (!input.child) return true;
  return input.child.enableCertificateForChildren === 1 && isCompleted(input.child.status, input.child.progress);
}

/** The name of a downloaded certificate: the title plus `_certificate.pdf`, without characters files cannot hold. */
export function certificateFileName(title: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'certificado';
  return `${base}_certificate.pdf`;
}

/**
 * Document 3, 5: the start date cannot be in the future, and the end date must not be before the start nor
 * in the future. Dates are `YYYY-MM-DD`; `today` is the member's (or the server's) current day.
 */
export function isExternalCoursePeriodValid(startDate: string, finishDate: string, today: string): boolean {
  return startDate <= today && finishDate >= startDate && finishDate <= today;
}

/** The message the form and the server show for an invalid period (document 3, 5). */
export const EXTERNAL_COURSE_PERIOD_MESSAGE =
  'Período de realização inválido. A data final deve ser maior ou igual à data de início e não pode ser superior à data atual. Por favor, verifique as datas e tente novamente.';

export type ExternalCourseStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED';

/** What the member may do with a request in each status (document 3, 4.12). */
export function externalCourseActions(status: string, hasResubmission: 0 | 1) {
  const isPending = status === 'PENDING';
  const canResubmit = status === 'REJECTED' && hasResubmission === 0;
  return {
    canEdit: isPending,
    canCancel: isPending,
    /** 'Salvar e reenviar': a new request linked to this one. */
    canResubmit,
    /** Only 'Ok entendi'. */
    isReadOnly: !isPending && !canResubmit,
  };
}

/** An evidence file name without whitespace or unusual characters (document 3, 5), keeping its extension. */
export function cleanFileName(name: string): string {
  const cleaned = removeAccents(name)
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return cleaned || 'arquivo';
}
