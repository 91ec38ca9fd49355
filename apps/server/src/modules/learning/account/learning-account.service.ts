import type {
  PendingTermsResponse,
  SaveUserTagsRequest,
  TagsQuery,
  TagsResponse,
  UserTagsResponse,
} from '@trilha/shared/api/account';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { LearningAccountRepository } from './learning-account.repository';

type LearningAccountServiceDeps = { learningAccountRepository: LearningAccountRepository; clock: Clock };

/** Topics of interest (spec 3, 2.9 and 7.8) and responsibility terms (spec 3, 4.14). */
export const learningAccountService = ({ learningAccountRepository, clock }: LearningAccountServiceDeps) => ({
  /** `GET /learning/tags`: the company's tags, searched, page of 10. */
  async listTags(auth: AuthContext, query: TagsQuery): Promise<TagsResponse> {
    const { tags, total } = await learningAccountRepository.searchTags(
      auth.idCompany,
      query.searchString || undefined,
      query.offset,
      query.limit,
    );
    return { success: true, totalRecords: total, result: tags };
  },

  /** `GET /learning/tags/users/:idUser`. */
  async getUserTags(auth: AuthContext, idUser: number): Promise<UserTagsResponse> {
    requireOwnUser(auth, idUser);
    const tags = await learningAccountRepository.findUserTags(auth.idCompany, idUser);
    return { success: true, tags: tags.map((tag) => ({ tag })) };
  },

  /** `POST /learning/tags/users/:idUser`: the whole list; only tags the company has are kept. */
  async saveUserTags(auth: AuthContext, idUser: number, body: SaveUserTagsRequest): Promise<UserTagsResponse> {
    requireOwnUser(auth, idUser);
    const wanted = [...new Set(body.tags.map((tag) => tag.trim()))];
    const existing = new Set(await learningAccountRepository.findExistingTags(auth.idCompany, wanted));
    const unknown = wanted.filter((tag) => !existing.has(tag));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', { message: `Tema desconhecido: ${unknown[0]}`, field: 'tags' });
    }
    await learningAccountRepository.replaceUserTags(auth.idCompany, idUser, wanted);
    return this.getUserTags(auth, idUser);
  },

  /** `GET /learning/terms`: the active terms whose current version the member has not signed. */
  async getPendingTerms(auth: AuthContext): Promise<PendingTermsResponse> {
    const [terms, signatures] = await Promise.all([
      learningAccountRepository.findActiveTerms(auth.idCompany),
      learningAccountRepository.findSignatures(auth.idCompany, auth.idUser),
    ]);
    const pending = terms
      .filter(
        (term) =>
          !signatures.some(
            (signature) =>
              signature.idTermOfResponsibility === term.idTermOfResponsibility &&
              signature.versionNumber === term.versionNumber,
          ),
      )
      .map((term) => ({
        idTermOfResponsibility: term.idTermOfResponsibility,
        name: term.name,
        content: term.content,
        versionNumber: term.versionNumber,
        hasOldSignature: signatures.some(
          (signature) => signature.idTermOfResponsibility === term.idTermOfResponsibility,
        ),
      }));
    return { success: true, needSignResponsabilityTerms: pending.length > 0, responsibilityTerms: pending };
  },

  /**
   * `POST /learning/terms/:idTermOfResponsibility/:versionNumber`: signs the term's current version; an old
   * or unknown version (or another company's term) is not found.
   */
  async signTerm(auth: AuthContext, idTermOfResponsibility: number, versionNumber: number) {
    const terms = await learningAccountRepository.findActiveTerms(auth.idCompany);
    const term = terms.find((entry) => entry.idTermOfResponsibility === idTermOfResponsibility);
    if (!term) throw new AppError('NOT_FOUND');
    if (term.versionNumber !== versionNumber) throw new AppError('TERMS_VERSION_CHANGED');
    await learningAccountRepository.sign({
      idCompany: auth.idCompany,
      idUser: auth.idUser,
      idTermOfResponsibility,
      versionNumber,
      signedAt: clock.now().toISOString(),
    });
    return { success: true as const };
  },
});

export type LearningAccountService = ReturnType<typeof learningAccountService>;
