import type { ListUserPointsRequest } from '@trilha/shared/api/campaigns';
import { REQUEST_TIMEOUT_MS } from '@trilha/shared/constants';
import * as campaignCalls from '@trilha/shared/contracts/campaigns';
import { ApiError, call, networkError } from './client';
import { getSession } from './session';

/** `GET /campaign/listcampaigns`. */
export const fetchCampaigns = (onlyActive = false) =>
  call(campaignCalls.listCampaigns, { query: { onlyActive: onlyActive ? 'true' : undefined } });

/** `POST /campaign/listcampaignuserpoints`: the member's activities. */
export const fetchUserPoints = (body: ListUserPointsRequest) => call(campaignCalls.listCampaignUserPoints, { body });

/** `GET /campaign/listevents`: how points are earned. */
export const fetchCampaignEvents = (idCampaign?: number) =>
  call(campaignCalls.listCampaignEvents, { query: { idCampaign } });

/** `GET /campaign/listbyuser`: the member's campaigns, with `notified` and their point lists (campaign modal). */
export const fetchCampaignsByUser = () => call(campaignCalls.listCampaignsByUser);

/** `GET /campaign/listbycontent/:idElement`: the running campaigns a content item earns points in. */
export const fetchCampaignsByContent = (idContentItem: number) =>
  call(campaignCalls.listCampaignsByContent, { params: { idElement: idContentItem } });

/** `POST /campaign/:idCampaign/users/:idUser/notified`: the member closed the campaign's announcement. */
export const markCampaignNotified = (idCampaign: number, idUser: number) =>
  call(campaignCalls.markCampaignNotified, { params: { idCampaign, idUser } });

/** The member's activities as an .xlsx file, fetched with the session token. */
export async function fetchPointsSpreadsheet(idCampaign?: number): Promise<Blob> {
  const session = getSession();
  const query = idCampaign ? `?idCampaign=${idCampaign}` : '';
  let response: Response;
  try {
    response = await fetch(`/campaign/listcampaignuserpoints/spreadsheet${query}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', 'Erro de carregamento.');
  return response.blob();
}
