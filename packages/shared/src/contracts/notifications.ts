import type { sectionParams } from '../api/content';
import type { notificationsResponse, sectionMessagesResponse } from '../api/notifications';
import { contract } from '../contract';

/** The member's notifications, newest first (designed here: the specification does not show the path). */
export const listNotifications = contract<{ response: typeof notificationsResponse }>('GET', '/notifications');

/** A message section's messages (designed here: the specification does not show the path). */
export const listSectionMessages = contract<{
  params: typeof sectionParams;
  response: typeof sectionMessagesResponse;
}>('GET', '/messages/:idSection');
