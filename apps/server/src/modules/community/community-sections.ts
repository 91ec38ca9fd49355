import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

/** Section types of the community screens (docs/decisions.md, "section dispatcher"). */
export const COMMUNITY_SECTION_TYPES = {
  library: [13],
  userUploadForm: [25],
  userUploadList: [49],
  messages: [33],
  chatRoom: [36],
} as const;

export type CommunitySection = { idSection: number; idSectionType: number; text: string };

/**
 * The section of the caller's app that a community call names, when it is of one of `types`; any other id
 * (another company's, another app's, an inactive or a different kind of section) is answered as not found.
 */
export const communitySections = ({ db }: { db: Db }) => ({
  async requireSection(auth: AuthContext, idSection: number, types: readonly number[]): Promise<CommunitySection> {
    const section = await fromCompany(db, 'sections', auth.idCompany, { idApp: auth.idApp, idSection, active: 1 })
      .select(['idSection', 'idSectionType', 'text'])
      .executeTakeFirst();
    if (!section || !types.includes(section.idSectionType)) throw new AppError('NOT_FOUND');
    return section;
  },
});

export type CommunitySections = ReturnType<typeof communitySections>;
