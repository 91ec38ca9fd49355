import type { LearningCard } from '@trilha/shared/api/learning-common';
import { SCORM_CONTENT_TYPE } from '@trilha/shared/rules/learning-status';
import { isActiveEnrollment } from '@trilha/shared/rules/reenrollment';

/** Where a card leads: a route, an outside address, the restricted notice, or nowhere when locked. */
export type CardTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'restricted' }
  | { kind: 'none' };

/** The path of a content inside an enrollment (spec 3, 2.3: /lms for packaged courses, /contentNode otherwise). */
export function enrollmentContentPath(
  item: { idContentItem: number; idContentType: number | null; idNodeEnrollment: number; idEnrollment: number },
  idUser: number,
): string {
  if (item.idContentType === SCORM_CONTENT_TYPE) {
    return `/lms/${item.idEnrollment}/${item.idContentItem}/${item.idNodeEnrollment}`;
  }
  return `/contentNode/${item.idContentItem}/${item.idNodeEnrollment}/${item.idEnrollment}/${idUser}/-`;
}

/** The target of a card for the member; a locked card leads nowhere (spec 3, 4.3). */
export function cardTarget(card: LearningCard, idUser: number): CardTarget {
  if (card.lock === 1) return { kind: 'none' };
  if (card.elementType === 'LINK') {
    if (!card.link) return { kind: 'none' };
    return card.link.startsWith('/') ? { kind: 'route', to: card.link } : { kind: 'external', href: card.link };
  }
  if (card.hasAccess === 0) return { kind: 'restricted' };
  const inEnrollment = card.registration.isNodeEnrollment && card.idEnrollment !== null;
  if (inEnrollment) {
    const idEnrollment = card.idEnrollment as number;
    if (card.elementType === 'NODE') return { kind: 'route', to: `/level/${idEnrollment}/${card.nodeCode}` };
    if (card.elementType === 'CONTENT' && card.idContentItem !== null && card.idNodeEnrollment !== null) {
      return {
        kind: 'route',
        to: enrollmentContentPath(
          {
            idContentItem: card.idContentItem,
            idContentType: card.idContentType,
            idNodeEnrollment: card.idNodeEnrollment,
            idEnrollment,
          },
          idUser,
        ),
      };
    }
    if (card.elementType === 'EVALUATION') {
      return {
        kind: 'route',
        to: `/evaluations/${idEnrollment}/${card.idEvaluation}${card.idQuestionnaire ? `/${card.idQuestionnaire}` : ''}`,
      };
    }
    return { kind: 'none' };
  }
  if (card.elementType === 'NODE') {
    if (card.nodeType === 'ORGANIZATION') return { kind: 'route', to: `/catalog/${card.nodeCode}` };
    const enrollment = card.registration.enrollment;
    const active = enrollment && isActiveEnrollment(enrollment.status);
    return { kind: 'route', to: active ? `/level/${enrollment.idEnrollment}` : `/catalog/${card.nodeCode}` };
  }
  if (card.elementType === 'CONTENT' && card.idContentItem !== null) {
    return { kind: 'route', to: `/contentNode/${card.idContentItem}` };
  }
  if (card.elementType === 'EVALUATION') return { kind: 'route', to: `/evaluations/-/${card.idEvaluation}` };
  return { kind: 'none' };
}

/** Workload in minutes as the cards show it. */
export function formatWorkload(minutes: number | null): { key: 'hours' | 'minutes'; value: number } | null {
  if (!minutes || minutes <= 0) return null;
  return minutes >= 60
    ? { key: 'hours', value: Math.round((minutes / 60) * 10) / 10 }
    : { key: 'minutes', value: minutes };
}
