import { compareText } from '@trilha/shared/rules/text-order';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';

/** The ranking of a campaign: points per member from the ledger (Kysely only). */
export const campaignRankingRepository = ({ db }: { db: Db }) => ({
  /** Every active member with points in the campaign, with their department, most points first. */
  async findPointsByMember(idCompany: number, idCampaign: number) {
    const rows = await db
      .selectFrom('campaign_points as p')
      .innerJoin('users as u', 'u.idUser', 'p.idUser')
      .select(['u.idUser', 'u.name', 'u.department'])
      .select((eb) => eb.fn.sum<number>('p.points').as('points'))
      .where('p.idCompany', '=', idCompany)
      .where('p.idCampaign', '=', idCampaign)
      .where('u.active', '=', 1)
      .groupBy(['u.idUser', 'u.name', 'u.department'])
      .execute();
    return rows
      .map((row) => ({ ...row, points: Number(row.points ?? 0) }))
      .sort((a, b) => b.points - a.points || compareText(a.name, b.name) || a.idUser - b.idUser);
  },

  /** The departments of the company's active members, by name. */
  async findDepartments(idCompany: number): Promise<string[]> {
    const rows = await db
      .selectFrom('users')
      .select('department')
      .distinct()
      .where('idCompany', '=', idCompany)
      .where('active', '=', 1)
      .where('department', 'is not', null)
      .execute();
    return rows
      .map((row) => row.department as string)
      .filter((name) => name.trim() !== '')
      .sort(compareText);
  },

  /** The departments a campaign is open to, by name (none: every member). */
  async findCampaignDepartments(idCompany: number, idCampaign: number): Promise<string[]> {
    const rows = await fromCompany(db, 'campaign_departments', idCompany, { idCampaign })
      .select('department')
      .execute();
    return rows.map((row) => row.department).sort(compareText);
  },

  async findUserDepartment(idCompany: number, idUser: number): Promise<string | null> {
    const row = await fromCompany(db, 'users', idCompany, { idUser }).select('department').executeTakeFirst();
    return row?.department ?? null;
  },
});

export type CampaignRankingRepository = ReturnType<typeof campaignRankingRepository>;
