import { z } from '../zod';

/** A notification of the member: sent to the whole app or to them alone. */
export const notification = z.object({
  idNotification: z.number(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** `GET /notifications`: the member's notifications in the current app, newest first. */
export const notificationsResponse = z.object({ success: z.literal(true), notifications: z.array(notification) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** A message of a message section (document 2, 3 "Message": text, description, initDate). */
export const sectionMessage = z.object({
  idMessage: z.number(),
  text: z.string(),
  description: z.string(),
  initDate: z.string(),
});
export type SectionMessage = z.infer<typeof sectionMessage>;

/** `GET /messages/:idSection`: the section's messages already published, newest first. */
export const sectionMessagesResponse = z.object({ success: z.literal(true), messages: z.array(sectionMessage) });
export type SectionMessagesResponse = z.infer<typeof sectionMessagesResponse>;
