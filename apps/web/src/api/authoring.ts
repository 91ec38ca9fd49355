import type {
  AuthoringCampaignInput,
  AuthoringClassInput,
  AuthoringEvaluationInput,
  AuthoringLearningContentInput,
  AuthoringNodeInput,
  AuthoringSectionContentInput,
  SaveAppRequest,
  SaveMenuRequest,
} from '@trilha/shared/api/authoring';
import { type AnswerOf, pathOf } from '@trilha/shared/contract';
import * as authoring from '@trilha/shared/contracts/authoring';
import { apiErrorFrom, call, networkError } from './client';
import { getSession } from './session';

/** The console's authoring calls (`/admin/authoring`, docs/api.md "Console authoring"). */

export const fetchAuthoringApps = () => call(authoring.listAuthoringApps);
export const fetchAuthoringApp = (idApp: number) => call(authoring.getAuthoringApp, { params: { idApp } });
export const saveAuthoringApp = (idApp: number, body: SaveAppRequest) =>
  call(authoring.saveAuthoringApp, { params: { idApp }, body });

export const fetchMenu = (idApp: number) => call(authoring.getAuthoringMenu, { params: { idApp } });
export const saveMenu = (idApp: number, body: SaveMenuRequest) =>
  call(authoring.saveAuthoringMenu, { params: { idApp }, body });

export const fetchSectionContents = (idSection: number) =>
  call(authoring.listSectionContents, { params: { idSection } });
export const reorderSectionContents = (idSection: number, version: string, order: number[]) =>
  call(authoring.reorderSectionContents, { params: { idSection }, body: { version, order } });
export const createSectionContent = (
  idSection: number,
  item: AuthoringSectionContentInput,
  withChatRoom: boolean | undefined,
) =>
  call(authoring.createSectionContent, {
    params: { idSection },
    body: { item, ...(withChatRoom === undefined ? {} : { withChatRoom }) },
  });
export const fetchSectionContent = (idContentItem: number) =>
  call(authoring.getSectionContent, { params: { idContentItem } });
export const saveSectionContent = (
  idContentItem: number,
  version: string,
  item: AuthoringSectionContentInput,
  withChatRoom: boolean | undefined,
) =>
  call(authoring.saveSectionContent, {
    params: { idContentItem },
    body: { version, item, ...(withChatRoom === undefined ? {} : { withChatRoom }) },
  });
export const deleteSectionContent = (idContentItem: number, version: string) =>
  call(authoring.deleteSectionContent, { params: { idContentItem }, query: { version } });

export const fetchLearningSummary = () => call(authoring.getLearningSummary);
export const createNode = (node: AuthoringNodeInput) => call(authoring.createAuthoringNode, { body: { node } });
export const fetchNode = (idNode: number) => call(authoring.getAuthoringNode, { params: { idNode } });
export const saveNode = (idNode: number, version: string, node: AuthoringNodeInput) =>
  call(authoring.saveAuthoringNode, { params: { idNode }, body: { version, node } });
export const createClass = (idNode: number, team: AuthoringClassInput) =>
  call(authoring.createAuthoringClass, { params: { idNode }, body: { class: team } });
export const saveClass = (idTeam: number, version: string, team: AuthoringClassInput) =>
  call(authoring.saveAuthoringClass, { params: { idTeam }, body: { version, class: team } });
export const deleteClass = (idTeam: number, version: string) =>
  call(authoring.deleteAuthoringClass, { params: { idTeam }, query: { version } });
export const createLearningContent = (item: AuthoringLearningContentInput) =>
  call(authoring.createLearningContent, { body: { item } });
export const fetchLearningContent = (idContentItem: number) =>
  call(authoring.getLearningContent, { params: { idContentItem } });
export const saveLearningContent = (idContentItem: number, version: string, item: AuthoringLearningContentInput) =>
  call(authoring.saveLearningContent, { params: { idContentItem }, body: { version, item } });
export const createEvaluation = (evaluation: AuthoringEvaluationInput) =>
  call(authoring.createAuthoringEvaluation, { body: { evaluation } });
export const fetchEvaluation = (idEvaluation: number) =>
  call(authoring.getAuthoringEvaluation, { params: { idEvaluation } });
export const saveEvaluation = (idEvaluation: number, version: string, evaluation: AuthoringEvaluationInput) =>
  call(authoring.saveAuthoringEvaluation, { params: { idEvaluation }, body: { version, evaluation } });

/** Reads a question bank file into editor questions (nothing is stored). */
export async function readQuestionFile(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return call(authoring.readQuestionFile, {
    body: { content: btoa(binary), encoding: 'base64' },
    timeoutMs: 120_000,
  });
}

export const createCampaign = (campaign: AuthoringCampaignInput) =>
  call(authoring.createAuthoringCampaign, { body: { campaign } });
export const fetchCampaign = (idCampaign: number) => call(authoring.getAuthoringCampaign, { params: { idCampaign } });
export const saveCampaign = (
  idCampaign: number,
  version: string,
  campaign: AuthoringCampaignInput,
  announceAgain = false,
) =>
  call(authoring.saveAuthoringCampaign, {
    params: { idCampaign },
    body: { version, campaign, ...(announceAgain ? { announceAgain } : {}) },
  });
/** The departments of the company's members (what a campaign can be open to). */
export const fetchDepartments = () => call(authoring.listDepartments);

/**
 * `POST /admin/authoring/media`: uploads a file with its progress (XMLHttpRequest reports the bytes sent,
 * which `fetch` cannot), with the session's token. Aborted by `signal`.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<AnswerOf<typeof authoring.uploadAuthoringMedia>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(authoring.uploadAuthoringMedia.method, pathOf(authoring.uploadAuthoringMedia));
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as AnswerOf<typeof authoring.uploadAuthoringMedia>);
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
  call(authoring.deleteAuthoringNode, { params: { idNode }, query: { version } });
export const deleteLearningContent = (idContentItem: number, version: string) =>
  call(authoring.deleteLearningContent, { params: { idContentItem }, query: { version } });
export const deleteEvaluation = (idEvaluation: number, version: string) =>
  call(authoring.deleteAuthoringEvaluation, { params: { idEvaluation }, query: { version } });
export const deleteCampaign = (idCampaign: number, version: string) =>
  call(authoring.deleteAuthoringCampaign, { params: { idCampaign }, query: { version } });
