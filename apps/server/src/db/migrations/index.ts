import type { Migration } from 'kysely/migration';
import * as tenancyAndAuth from './0001-tenancy-and-auth';
import * as memberShell from './0300-member-shell';
import * as content from './0400-content';
import * as community from './0500-community';
import * as store from './0600-store';
import * as learningCore from './0700-learning-core';
import * as scorm from './0800-scorm';
import * as evaluations from './0900-evaluations';
import * as learnerJourney from './1000-learner-journey';
import * as accountPlans from './1100-account-plans';
import * as administration from './1200-administration';
import * as packKeys from './1201-pack-keys';
import * as jobs from './1400-jobs';
import * as idempotency from './1500-idempotency';
import * as scormOffline from './1520-scorm-offline';
import * as planPricingTiers from './1600-plan-pricing-tiers';
import * as memberNotificationTypes from './1601-member-notification-types';
import * as campaignNotices from './1700-campaign-notices';
import * as appContentsMenuName from './1701-app-contents-menu-name';
import * as userSessions from './1800-user-sessions';
import * as activationRequests from './1801-activation-requests';
import * as scormSequencing from './1900-scorm-sequencing';
import * as learningEvents from './2000-learning-events';
import * as equivalencesWritten from './2001-equivalences-written';
import * as textOrder from './2100-text-order';
import * as catalogVersions from './2200-catalog-versions';
import * as questionVersions from './2300-question-versions';
import * as reports from './2400-reports';
import * as overdueReminderNotification from './2401-overdue-reminder-notification';
import * as reportCoveringIndexes from './2550-report-covering-indexes';
import * as enrollmentReportFigures from './2551-enrollment-report-figures';
import * as questionCommentLimit from './2650-question-comment-limit';
import * as hostVersions from './2651-host-versions';
import * as contentVersions from './2730-content-versions';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-tenancy-and-auth': tenancyAndAuth,
  '0300-member-shell': memberShell,
  '0400-content': content,
  '0600-store': store,
  '0500-community': community,
  '0700-learning-core': learningCore,
  '0900-evaluations': evaluations,
  '0800-scorm': scorm,
  '1100-account-plans': accountPlans,
  '1000-learner-journey': learnerJourney,
  '1200-administration': administration,
  '1201-pack-keys': packKeys,
  '1400-jobs': jobs,
  '1500-idempotency': idempotency,
  '1520-scorm-offline': scormOffline,
  '1600-plan-pricing-tiers': planPricingTiers,
  '1601-member-notification-types': memberNotificationTypes,
  '1700-campaign-notices': campaignNotices,
  '1701-app-contents-menu-name': appContentsMenuName,
  '1800-user-sessions': userSessions,
  '1801-activation-requests': activationRequests,
  '1900-scorm-sequencing': scormSequencing,
  '2000-learning-events': learningEvents,
  '2001-equivalences-written': equivalencesWritten,
  '2100-text-order': textOrder,
  '2200-catalog-versions': catalogVersions,
  '2300-question-versions': questionVersions,
  '2400-reports': reports,
  '2401-overdue-reminder-notification': overdueReminderNotification,
  '2550-report-covering-indexes': reportCoveringIndexes,
  '2551-enrollment-report-figures': enrollmentReportFigures,
  '2650-question-comment-limit': questionCommentLimit,
  '2651-host-versions': hostVersions,
  '2730-content-versions': contentVersions,
};
