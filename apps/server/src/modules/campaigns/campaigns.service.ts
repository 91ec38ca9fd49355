import type {
  CampaignDetailResponse,
  CampaignEvent,
  CampaignNotifiedResponse,
  CampaignSummary,
  ListCampaignsByContentResponse,
  ListCampaignsByUserResponse,
  ListCampaignsResponse,
  ListEventsResponse,
  ListUserPointsRequest,
  ListUserPointsResponse,
} from '@trilha/shared/api/campaigns';
import type { CampaignRow } from '../../db/schema';
import { type AuthContext, requireOwnUser } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CampaignsRepository } from './campaigns.repository';

/** The events the content app awards on a content item (modules/content); they make a campaign "of" that item. */
const CONTENT_ITEM_EVENTS: readonly string[] = ['CONTENT_COMPLETED', 'RATING_SENT'];

/** Campaign points (spec document 1, sections 2 "Points panel", 3 "Campaign" and 7). */
export const campaignsService = ({
  campaignsRepository,
  clock,
}: {
  campaignsRepository: CampaignsRepository;
  clock: Clock;
}) => {
  const now = () => clock.now().toISOString();

  function toSummary(row: CampaignRow): CampaignSummary {
    const at = now();
    const isRunning = row.status === 1 && row.startDate <= at && row.endDate >= at;
    return {
      idgamification_campaign: row.idCampaign,
      name: row.name,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      status: isRunning ? 1 : 0,
    };
  }

  function toEvent(row: Awaited<ReturnType<CampaignsRepository['findEvents']>>[number]): CampaignEvent {
    return {
      idEvent: row.idEvent,
      name: row.name,
      points: row.points,
      idgamification_campaign: row.idCampaign,
      campaignName: row.campaignName,
    };
  }

  async function listUserPoints(auth: AuthContext, body: ListUserPointsRequest): Promise<ListUserPointsResponse> {
    requireOwnUser(auth, body.idUser);
    const idCampaign = body.idCampaign ?? undefined;
    if (idCampaign && !(await campaignsRepository.findCampaign(auth.idCompany, idCampaign))) {
      throw new AppError('NOT_FOUND');
    }
    const rows = await campaignsRepository.findUserPoints(auth.idCompany, auth.idUser, idCampaign);
    return {
      success: true,
      points: rows.map((row) => ({
        idgamification_campaign: row.idCampaign,
        campaignName: row.campaignName,
        contentitemtext: row.elementText,
        event: row.event,
        eventDate: row.eventDate,
        points: row.points,
      })),
      totalPoints: rows.reduce((sum, row) => sum + row.points, 0),
    };
  }

  return {
    /** `GET /campaign/listcampaigns`: the campaigns the member takes part in, or only the running ones. */
    async listCampaigns(auth: AuthContext, onlyActive: boolean): Promise<ListCampaignsResponse> {
      const rows = await campaignsRepository.findCampaigns(auth.idCompany, onlyActive ? now() : undefined, auth.idUser);
      return { success: true, campaigns: rows.map(toSummary) };
    },

    /** `GET /campaign/listcampaigndetail/:idCampaign`: a campaign with the points of each event. */
    async getCampaignDetail(auth: AuthContext, idCampaign: number): Promise<CampaignDetailResponse> {
      const row = await campaignsRepository.findCampaign(auth.idCompany, idCampaign);
      if (!row) throw new AppError('NOT_FOUND');
      const events = await campaignsRepository.findEvents(auth.idCompany, { idCampaign });
      return { success: true, campaign: { ...toSummary(row), events: events.map(toEvent) } };
    },

    /** `GET /campaign/listevents`: how points are earned in one campaign, or in every running one of the member's. */
    async listEvents(auth: AuthContext, idCampaign?: number): Promise<ListEventsResponse> {
      if (idCampaign && !(await campaignsRepository.findCampaign(auth.idCompany, idCampaign))) {
        throw new AppError('NOT_FOUND');
      }
      const rows = await campaignsRepository.findEvents(
        auth.idCompany,
        idCampaign ? { idCampaign } : { runningAt: now(), forUser: auth.idUser },
      );
      return { success: true, events: rows.map(toEvent) };
    },

    /**
     * `GET /campaign/listbyuser`: the member's campaigns for the campaign modal, each with its point list and
     * whether the member has seen its announcement: those open to every member and those naming the member's
     * department.
     */
    async listCampaignsByUser(auth: AuthContext): Promise<ListCampaignsByUserResponse> {
      const [rows, events, notified] = await Promise.all([
        campaignsRepository.findCampaigns(auth.idCompany, undefined, auth.idUser),
        campaignsRepository.findEvents(auth.idCompany, { forUser: auth.idUser }),
        campaignsRepository.findNotifiedCampaignIds(auth.idCompany, auth.idUser),
      ]);
      const seen = new Set(notified);
      return {
        success: true,
        campaigns: rows.map((row) => ({
          ...toSummary(row),
          notified: seen.has(row.idCampaign) ? 1 : 0,
          points: events
            .filter((event) => event.idCampaign === row.idCampaign)
            .map((event) => ({ name: event.name, points: event.points })),
        })),
      };
    },

    /**
     * `GET /campaign/listbycontent/:idElement`: the running campaigns the caller takes part in where the
     * content item earns points (those rewarding an event the content app awards on an item), with those
     * events. Another company's item is not found.
     */
    async listCampaignsByContent(auth: AuthContext, idElement: number): Promise<ListCampaignsByContentResponse> {
      if (!(await campaignsRepository.findContentItem(auth.idCompany, idElement))) throw new AppError('NOT_FOUND');
      const at = now();
      const [rows, events] = await Promise.all([
        campaignsRepository.findCampaigns(auth.idCompany, at, auth.idUser),
        campaignsRepository.findRunningEventsByCode(auth.idCompany, auth.idUser, at, CONTENT_ITEM_EVENTS),
      ]);
      return {
        success: true,
        campaigns: rows
          .map((row) => ({
            ...toSummary(row),
            points: events
              .filter((event) => event.idCampaign === row.idCampaign)
              .map((event) => ({ name: event.name, points: event.points })),
          }))
          .filter((campaign) => campaign.points.length > 0),
      };
    },

    /**
     * `POST /campaign/:idCampaign/users/:idUser/notified`: the member closed the campaign's announcement, so
     * it is not shown again. Only for the caller; another company's campaign is not found.
     */
    async markNotified(auth: AuthContext, idCampaign: number, idUser: number): Promise<CampaignNotifiedResponse> {
      requireOwnUser(auth, idUser);
      if (!(await campaignsRepository.findCampaign(auth.idCompany, idCampaign))) throw new AppError('NOT_FOUND');
      await campaignsRepository.insertNotice({ idCompany: auth.idCompany, idCampaign, idUser: auth.idUser, at: now() });
      return { success: true, notified: 1 };
    },

    listUserPoints,

    /** The member's activities as an .xlsx workbook (the points panel's spreadsheet download). */
    async buildUserPointsSpreadsheet(auth: AuthContext, idCampaign?: number): Promise<Buffer> {
      const { points, totalPoints } = await listUserPoints(auth, {
        idUser: auth.idUser,
        idCampaign: idCampaign ?? null,
      });
      // Loaded when a spreadsheet is made, not with the server.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      workbook.created = clock.now();
      const sheet = workbook.addWorksheet('Meus Pontos');
      sheet.columns = [
        { header: 'Campanha', key: 'campaign', width: 28 },
        { header: 'Atividade', key: 'activity', width: 40 },
        { header: 'Evento', key: 'event', width: 30 },
        { header: 'Data', key: 'date', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
        { header: 'Pontos', key: 'points', width: 10 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const point of points) {
        sheet.addRow({
          campaign: point.campaignName,
          activity: point.contentitemtext ?? '',
          event: point.event,
          date: new Date(point.eventDate),
          points: point.points,
        });
      }
      const total = sheet.addRow({ event: 'Total', points: totalPoints });
      total.font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
};

export type CampaignsService = ReturnType<typeof campaignsService>;
