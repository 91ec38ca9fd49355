import type * as content from '../api/content';
import type * as notifications from '../api/notifications';
import { contract } from '../contract';

/** The member's notifications, newest first (designed here: the specification does not show the path). */
export const listNotifications = contract<{ response: typeof notifications.notificationsResponse }>(
  'GET',
  '/notifications',
);

/** A message section's messages (designed here: the specification does not show the path). */
export const listSectionMessages = contract<{
  params: typeof content.sectionParams;
  response: typeof notifications.sectionMessagesResponse;
}>('GET', '/messages/:idSection');
