import type { ChatHistoryResponse, SectionChatRoomResponse } from '@trilha/shared/api/chat';
import type { DirectoryResponse } from '@trilha/shared/api/directory';
import type { NotificationsResponse, SectionMessagesResponse } from '@trilha/shared/api/notifications';
import type { UserUploadItemResponse, UserUploadResponse, UserUploadsResponse } from '@trilha/shared/api/uploads';
import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import { listLibraryFolder } from '@trilha/shared/contracts/library';
import { call, request } from './client';

/** `GET /chat/rooms/:idChatRoom/history`: the room's latest messages as day entries. */
export const fetchChatHistory = (idChatRoom: number, signal?: AbortSignal) =>
  request<ChatHistoryResponse>('GET', `/chat/rooms/${idChatRoom}/history`, signal ? { signal } : {});

/** `GET /chat/sections/:idSection/room`: the room of a chat room section. */
export const fetchSectionChatRoom = (idSection: number) =>
  request<SectionChatRoomResponse>('GET', `/chat/sections/${idSection}/room`);

/** `POST /uploads/usercontent`: a member upload (multipart: idSection, title, description, fileData). */
export function uploadUserContent(input: { idSection: number; title: string; description: string; file: File }) {
  const form = new FormData();
  form.append('idSection', String(input.idSection));
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('fileData', input.file, input.file.name);
  return request<UserUploadResponse>('POST', '/uploads/usercontent', { body: form, timeoutMs: 120_000 });
}

/** `GET /sections/:idSection/useruploads`: the section's uploads, newest first. */
export const fetchSectionUploads = (idSection: number) =>
  request<UserUploadsResponse>('GET', `/sections/${idSection}/useruploads`);

/** `GET /useruploads/:idUserUpload`: one upload, for the post view. */
export const fetchUserUpload = (idUserUpload: number) =>
  request<UserUploadItemResponse>('GET', `/useruploads/${idUserUpload}`);

/** `GET /library/:idSection?prefix=`: one folder of a library section. */
export const fetchLibrary = (idSection: number, prefix: string) =>
  call(listLibraryFolder, { params: { idSection }, query: { prefix } });

/** `GET /users`: the company's directory. */
export const fetchDirectory = () => request<DirectoryResponse>('GET', '/users');

/** `GET /notifications`: the member's notifications. */
export const fetchNotifications = () => request<NotificationsResponse>('GET', '/notifications');

/** `GET /messages/:idSection`: a message section's messages. */
export const fetchSectionMessages = (idSection: number) =>
  request<SectionMessagesResponse>('GET', `/messages/${idSection}`);

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
