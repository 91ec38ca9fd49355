import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import * as chatCalls from '@trilha/shared/contracts/chat';
import * as libraryCalls from '@trilha/shared/contracts/library';
import * as notificationCalls from '@trilha/shared/contracts/notifications';
import * as uploadCalls from '@trilha/shared/contracts/uploads';
import { call, sendForm } from './client';

/** `GET /chat/rooms/:idChatRoom/history`: the room's latest messages as day entries. */
export const fetchChatHistory = (idChatRoom: number, signal?: AbortSignal) =>
  call(chatCalls.getChatHistory, { params: { idChatRoom }, signal });

/** `GET /chat/sections/:idSection/room`: the room of a chat room section. */
export const fetchSectionChatRoom = (idSection: number) =>
  call(chatCalls.getSectionChatRoom, { params: { idSection } });

/** `POST /uploads/usercontent`: a member upload (multipart: idSection, title, description, fileData). */
export function uploadUserContent(input: { idSection: number; title: string; description: string; file: File }) {
  const form = new FormData();
  form.append('idSection', String(input.idSection));
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('fileData', input.file, input.file.name);
  return sendForm(uploadCalls.uploadMemberContent, form, { timeoutMs: 120_000 });
}

/** `GET /sections/:idSection/useruploads`: the section's uploads, newest first. */
export const fetchSectionUploads = (idSection: number) =>
  call(uploadCalls.listSectionUploads, { params: { idSection } });

/** `GET /useruploads/:idUserUpload`: one upload, for the post view. */
export const fetchUserUpload = (idUserUpload: number) => call(uploadCalls.getUserUpload, { params: { idUserUpload } });

/** `GET /library/:idSection?prefix=`: one folder of a library section. */
export const fetchLibrary = (idSection: number, prefix: string) =>
  call(libraryCalls.listLibraryFolder, { params: { idSection }, query: { prefix } });

/** `GET /users` without a query: the company's directory (written next to the support search, the same call). */
export { fetchDirectory } from './account';

/** `GET /notifications`: the member's notifications. */
export const fetchNotifications = () => call(notificationCalls.listNotifications);

/** `GET /messages/:idSection`: a message section's messages. */
export const fetchSectionMessages = (idSection: number) =>
  call(notificationCalls.listSectionMessages, { params: { idSection } });

/**
 * The assessment option (document 2, 7): POST the member's e-mail to the option's url (an outside service:
 * it gets the e-mail only, never the session token) and answer the url to open.
 */
export async function startAssessment(url: string, email: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { success?: unknown; url?: unknown } | null;
  if (!response.ok || answer?.success !== true || typeof answer.url !== 'string') throw new Error('assessment');
  if (!/^https?:\/\//i.test(answer.url)) throw new Error('assessment');
  return answer.url;
}
