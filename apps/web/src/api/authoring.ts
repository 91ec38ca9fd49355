import type {
  AuthoringAppResponse,
  AuthoringAppsResponse,
  AuthoringCampaignInput,
  AuthoringCampaignResponse,
  AuthoringClassInput,
  AuthoringClassResponse,
  AuthoringEvaluationInput,
  AuthoringEvaluationResponse,
  AuthoringLearningContentInput,
  AuthoringLearningContentResponse,
  AuthoringMenuResponse,
  AuthoringNodeInput,
  AuthoringNodeResponse,
  AuthoringSectionContentInput,
  DepartmentsResponse,
  LearningSummaryResponse,
  MediaUploadResponse,
  ReadQuestionFileResponse,
  SaveAppRequest,
  SavedResponse,
  SaveMenuRequest,
  SectionContentResponse,
  SectionContentsResponse,
} from '@trilha/shared/api/authoring';
import { apiErrorFrom, networkError, request } from './client';
import { getSession } from './session';

/** The console's authoring calls (`/admin/authoring`, docs/api.md "Console authoring"). */

const A = '/admin/authoring';

export const fetchAuthoringApps = () => request<AuthoringAppsResponse>('GET', `${A}/apps`);
export const fetchAuthoringApp = (idApp: number) => request<AuthoringAppResponse>('GET', `${A}/apps/${idApp}`);
export const saveAuthoringApp = (idApp: number, body: SaveAppRequest) =>
  request<AuthoringAppResponse>('PUT', `${A}/apps/${idApp}`, { body });

export const fetchMenu = (idApp: number) => request<AuthoringMenuResponse>('GET', `${A}/apps/${idApp}/menu`);
export const saveMenu = (idApp: number, body: SaveMenuRequest) =>
  request<AuthoringMenuResponse>('PUT', `${A}/apps/${idApp}/menu`, { body });

export const fetchSectionContents = (idSection: number) =>
  request<SectionContentsResponse>('GET', `${A}/sections/${idSection}/contents`);
export const reorderSectionContents = (idSection: number, version: string, order: number[]) =>
  request<SectionContentsResponse>('PUT', `${A}/sections/${idSection}/contents/order`, { body: { version, order } });
export const createSectionContent = (
  idSection: number,
  item: AuthoringSectionContentInput,
  withChatRoom: boolean | undefined,
) =>
  request<SectionContentResponse>('POST', `${A}/sections/${idSection}/contents`, {
    body: { item, ...(withChatRoom === undefined ? {} : { withChatRoom }) },
  });
export const fetchSectionContent = (idContentItem: number) =>
  request<SectionContentResponse>('GET', `${A}/contents/${idContentItem}`);
export const saveSectionContent = (
  idContentItem: number,
  version: string,
  item: AuthoringSectionContentInput,
  withChatRoom: boolean | undefined,
) =>
  request<SectionContentResponse>('PUT', `${A}/contents/${idContentItem}`, {
    body: { version, item, ...(withChatRoom === undefined ? {} : { withChatRoom }) },
  });
export const deleteSectionContent = (idContentItem: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/contents/${idContentItem}`, { query: { version } });

export const fetchLearningSummary = () => request<LearningSummaryResponse>('GET', `${A}/learning`);
export const createNode = (node: AuthoringNodeInput) =>
  request<AuthoringNodeResponse>('POST', `${A}/nodes`, { body: { node } });
export const fetchNode = (idNode: number) => request<AuthoringNodeResponse>('GET', `${A}/nodes/${idNode}`);
export const saveNode = (idNode: number, version: string, node: AuthoringNodeInput) =>
  request<AuthoringNodeResponse>('PUT', `${A}/nodes/${idNode}`, { body: { version, node } });
export const createClass = (idNode: number, team: AuthoringClassInput) =>
  request<AuthoringClassResponse>('POST', `${A}/nodes/${idNode}/classes`, { body: { class: team } });
export const saveClass = (idTeam: number, version: string, team: AuthoringClassInput) =>
  request<AuthoringClassResponse>('PUT', `${A}/classes/${idTeam}`, { body: { version, class: team } });
export const deleteClass = (idTeam: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/classes/${idTeam}`, { query: { version } });
export const createLearningContent = (item: AuthoringLearningContentInput) =>
  request<AuthoringLearningContentResponse>('POST', `${A}/learning-contents`, { body: { item } });
export const fetchLearningContent = (idContentItem: number) =>
  request<AuthoringLearningContentResponse>('GET', `${A}/learning-contents/${idContentItem}`);
export const saveLearningContent = (idContentItem: number, version: string, item: AuthoringLearningContentInput) =>
  request<AuthoringLearningContentResponse>('PUT', `${A}/learning-contents/${idContentItem}`, {
    body: { version, item },
  });
export const createEvaluation = (evaluation: AuthoringEvaluationInput) =>
  request<AuthoringEvaluationResponse>('POST', `${A}/evaluations`, { body: { evaluation } });
export const fetchEvaluation = (idEvaluation: number) =>
  request<AuthoringEvaluationResponse>('GET', `${A}/evaluations/${idEvaluation}`);
export const saveEvaluation = (idEvaluation: number, version: string, evaluation: AuthoringEvaluationInput) =>
  request<AuthoringEvaluationResponse>('PUT', `${A}/evaluations/${idEvaluation}`, { body: { version, evaluation } });

/** Reads a question bank file into editor questions (nothing is stored). */
export async function readQuestionFile(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return request<ReadQuestionFileResponse>('POST', `${A}/question-files`, {
    body: { content: btoa(binary), encoding: 'base64' },
    timeoutMs: 120_000,
  });
}

export const createCampaign = (campaign: AuthoringCampaignInput) =>
  request<AuthoringCampaignResponse>('POST', `${A}/campaigns`, { body: { campaign } });
export const fetchCampaign = (idCampaign: number) =>
  request<AuthoringCampaignResponse>('GET', `${A}/campaigns/${idCampaign}`);
export const saveCampaign = (
  idCampaign: number,
  version: string,
  campaign: AuthoringCampaignInput,
  announceAgain = false,
) =>
  request<AuthoringCampaignResponse>('PUT', `${A}/campaigns/${idCampaign}`, {
    body: { version, campaign, ...(announceAgain ? { announceAgain } : {}) },
  });
/** The departments of the company's members (what a campaign can be open to). */
export const fetchDepartments = () => request<DepartmentsResponse>('GET', `${A}/departments`);

/**
 * `POST /admin/authoring/media`: uploads a file with its progress (XMLHttpRequest reports the bytes sent,
 * which `fetch` cannot), with the session's token. Aborted by `signal`.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${A}/media`);
    const session = getSession();
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON: the status alone tells.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as MediaUploadResponse);
      else reject(apiErrorFrom(xhr.status, payload));
    };
    xhr.onerror = () => reject(networkError());
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

/** Removals refused (409, in Portuguese, saying what to do instead) when members or pages use the entity. */
export const deleteNode = (idNode: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/nodes/${idNode}`, { query: { version } });
export const deleteLearningContent = (idContentItem: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/learning-contents/${idContentItem}`, { query: { version } });
export const deleteEvaluation = (idEvaluation: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/evaluations/${idEvaluation}`, { query: { version } });
export const deleteCampaign = (idCampaign: number, version: string) =>
  request<SavedResponse>('DELETE', `${A}/campaigns/${idCampaign}`, { query: { version } });
