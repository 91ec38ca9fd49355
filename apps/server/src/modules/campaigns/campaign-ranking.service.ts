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

  /**
   * The ranking of a campaign, of every department or of one; a campaign open to some departments ranks
   * their members only (points kept from before its departments changed do not rank others).
   */
  async function ranking(auth: AuthContext, idCampaign: number, department: string | undefined) {
    await requireCampaign(auth, idCampaign);
    const [members, own] = await Promise.all([
      campaignRankingRepository.findPointsByMember(auth.idCompany, idCampaign),
      campaignRankingRepository.findCampaignDepartments(auth.idCompany, idCampaign),
    ]);
    const open = own.length ? members.filter((member) => own.includes(member.department ?? '')) : members;
    const filtered = department ? open.filter((member) => member.department === department) : open;
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

    /**
     * `GET /campaign/:idCampaign/departments`: the departments a ranking can be filtered by: the campaign's
     * own when it is open to some only, otherwise those of the company's members.
     */
    async listDepartments(auth: AuthContext, idCampaign: number): Promise<CampaignDepartmentsResponse> {
      await requireCampaign(auth, idCampaign);
      const own = await campaignRankingRepository.findCampaignDepartments(auth.idCompany, idCampaign);
      const names = own.length ? own : await campaignRankingRepository.findDepartments(auth.idCompany);
      return { success: true, result: names.map((name) => ({ name })) };
    },

    /** `GET /campaign/userisincampaign`: whether a running campaign is open to the member (or to everyone). */
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
