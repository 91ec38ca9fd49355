import type { notificationSection, notificationStatus } from '@trilha/shared/api/account';
import type { z } from '@trilha/shared/zod';
import type { Generated } from 'kysely';

type NotificationSection = z.infer<typeof notificationSection>;
type NotificationStatus = z.infer<typeof notificationStatus>;

// Notifications to members and their choices.

/** A notification to every member of an app (idUser null) or to one member. */
export interface MemberNotificationsTable {
  idNotification: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number | null;
  title: string;
  text: string;
  createdAt: string;
}

/** A notification the company sends; `status` OPTIONAL, MANDATORY or DEACTIVATED; `section` LEARNING, SYSTEM, TEAM. */
export interface NotificationsTable {
  idNotification: Generated<number>;
  idCompany: number;
  type: string;
  description: string;
  section: NotificationSection;
  status: NotificationStatus;
  position: number;
}

/** A member's choice for an OPTIONAL notification (no row: on). */
export interface NotificationUsersTable {
  idNotificationUser: Generated<number>;
  idCompany: number;
  idNotification: number;
  idUser: number;
  active: number;
  updatedAt: string;
}
