import type {
  CampaignCategoriesResponse,
  CampaignDepartmentsResponse,
  CampaignUserResponse,
  RankingResponse,
} from '@trilha/shared/api/learning-journey';
import { rankMembers } from '@trilha/shared/rules/ranking';
import { type AuthContext, requireOwnUser } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { CampaignRankingRepository } from './campaign-ranking.repository';
import type { CampaignsRepository } from './campaigns.repository';

/**
 * The gamification tab (document 3, 2.8 and 7.5): a campaign's ranking, optionally of one department, the
 * member's own position, the departments, and the rules (the events and their points).
 */
export const campaignRankingService = ({
  campaignsRepository,
  campaignRankingRepository,
  clock,
}: {
  campaignsRepository: CampaignsRepository;
  campaignRankingRepository: CampaignRankingRepository;
  clock: Clock;
}) => {
  async function requireCampaign(auth: AuthContext, idCampaign: number) {
    const campaign = await campaignsRepository.findCampaign(auth.idCompany, idCampaign);
    if (!campaign) throw new AppError('NOT_FOUND');
    return campaign;
  }

  /** The ranking of a campaign, of every department or of one. */
  async function ranking(auth: AuthContext, idCampaign: number, department: string | undefined) {
    await requireCampaign(auth, idCampaign);
    const members = await campaignRankingRepository.findPointsByMember(auth.idCompany, idCampaign);
    const filtered = department ? members.filter((member) => member.department === department) : members;
    return rankMembers(filtered);
  }

  return {
    /** `GET /campaign/listcampaignpointssummary/:idCampaign`: one page of the ranking. */
    async listRanking(
      auth: AuthContext,
      idCampaign: number,
      query: { offset: number; limit: number; department?: string | undefined },
    ): Promise<RankingResponse> {
      const rows = await ranking(auth, idCampaign, query.department || undefined);
      return {
        success: true,
        totalRecords: rows.length,
        campaignpoints: rows
          .slice(query.offset, query.offset + query.limit)
          .map(({ position, idUser, name, points }) => ({ position, idUser, name, points })),
      };
    },

    /** `GET /campaign/:idCampaign/users/:idUser`: the member's own position and points. */
    async getUserDetail(
      auth: AuthContext,
      idCampaign: number,
      idUser: number,
      department: string | undefined,
    ): Promise<CampaignUserResponse> {
      requireOwnUser(auth, idUser);
      const rows = await ranking(auth, idCampaign, department || undefined);
      const mine = rows.find((row) => row.idUser === idUser);
      return {
        success: true,
        campaignUserDetail: mine ? { position: mine.position, points: mine.points } : null,
        department: await campaignRankingRepository.findUserDepartment(auth.idCompany, auth.idUser),
      };
    },

    /** `GET /campaign/:idCampaign/departments`: the departments a ranking can be filtered by. */
    async listDepartments(auth: AuthContext, idCampaign: number): Promise<CampaignDepartmentsResponse> {
      await requireCampaign(auth, idCampaign);
      const names = await campaignRankingRepository.findDepartments(auth.idCompany);
      return { success: true, result: names.map((name) => ({ name })) };
    },

    /** `GET /campaign/userisincampaign`: a running campaign of every department, or of the member's. */
    async isUserInCampaign(auth: AuthContext) {
      const running = await campaignsRepository.findCampaigns(auth.idCompany, clock.now().toISOString(), auth.idUser);
      return { success: true as const, userIsInCampaign: running.length > 0 };
    },

    /** `GET /learning/categories/campaign/:id`: the campaign's rules, each event and the points it earns. */
    async getCampaignCategories(auth: AuthContext, idCampaign: number): Promise<CampaignCategoriesResponse> {
      const campaign = await requireCampaign(auth, idCampaign);
      const events = await campaignsRepository.findEvents(auth.idCompany, { idCampaign });
      return {
        success: true,
        campaign: {
          idgamification_campaign: campaign.idCampaign,
          name: campaign.name,
          description: campaign.description,
          startDate: campaign.startDate,
          endDate: campaign.endDate,
        },
        result: events.map((event) => ({ idEvent: event.idEvent, name: event.name, points: event.points })),
      };
    },
  };
};

export type CampaignRankingService = ReturnType<typeof campaignRankingService>;
