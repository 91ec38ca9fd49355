import type { LikeParams, LikeResponse, LogRequest } from '@trilha/shared/api/learning-social';
import { type AuthContext, memberDepartment, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { hasNodeAccess } from '../learning-tree';
import type { SocialRepository } from './social.repository';

type SocialServiceDeps = { socialRepository: SocialRepository; catalogRepository: CatalogRepository; clock: Clock };

/** Likes with the enrollment rule ('Para curtir, é necessário estar matriculado') and the client log. */
export const socialService = ({ socialRepository, catalogRepository, clock }: SocialServiceDeps) => {
  /** The liked thing must exist in the member's company; the answer says whether the member may like it. */
  async function resolve(auth: AuthContext, params: LikeParams) {
    if (params.likedType === 'CONTENT') {
      if (!/^\d+$/.test(params.likedId)) throw new AppError('NOT_FOUND');
      const idContentItem = Number(params.likedId);
      const content = await catalogRepository.findContent(auth.idCompany, idContentItem);
      if (!content) throw new AppError('NOT_FOUND');
      const free = (await catalogRepository.findCatalogNodeIdsHoldingContent(auth.idCompany, idContentItem)).length > 0;
      return {
        entityId: String(idContentItem),
        canLike: async () =>
          free || socialRepository.hasEnrollmentReaching(auth.idCompany, auth.idUser, { idContentItem }),
      };
    }
    const node = await catalogRepository.findNodeByCode(auth.idCompany, params.likedId);
    if (!node) throw new AppError('NOT_FOUND');
    const department = await memberDepartment(auth, catalogRepository.findUserDepartment);
    if (!hasNodeAccess(node, department)) throw new AppError('ACCESS_RESTRICTED');
    return {
      entityId: node.nodeCode,
      canLike: async () =>
        node.nodeType === 'ORGANIZATION' ||
        socialRepository.hasEnrollmentReaching(auth.idCompany, auth.idUser, { idNode: node.idNode }),
    };
  }

  async function state(auth: AuthContext, entityType: string, entityId: string): Promise<LikeResponse> {
    const [liked, totalLikes] = await Promise.all([
      socialRepository.hasLiked(auth.idCompany, auth.idUser, entityType, entityId),
      socialRepository.countLikes(auth.idCompany, entityType, entityId),
    ]);
    return { success: true, liked: liked ? 1 : 0, totalLikes };
  }

  return {
    async getLikes(auth: AuthContext, params: LikeParams): Promise<LikeResponse> {
      const target = await resolve(auth, params);
      return state(auth, params.likedType, target.entityId);
    },

    async like(auth: AuthContext, params: LikeParams): Promise<LikeResponse> {
      const target = await resolve(auth, params);
      if (!(await target.canLike())) throw new AppError('LIKE_REQUIRES_ENROLLMENT');
      await socialRepository.like({
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        entityType: params.likedType,
        entityId: target.entityId,
        createdAt: clock.now().toISOString(),
      });
      return state(auth, params.likedType, target.entityId);
    },

    async unlike(auth: AuthContext, params: LikeParams): Promise<LikeResponse> {
      const target = await resolve(auth, params);
      await socialRepository.unlike(auth.idCompany, auth.idUser, params.likedType, target.entityId);
      return state(auth, params.likedType, target.entityId);
    },

    /** `POST /logs`: stores an analytics event of the member (share copy and click...). */
    async log(auth: AuthContext, body: LogRequest) {
      if (body.idUser !== undefined) requireOwnUser(auth, body.idUser);
      await socialRepository.insertLog({
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        event: body.event,
        idContent: body.idContent ?? null,
        data: body.data ? JSON.stringify(body.data) : null,
        createdAt: clock.now().toISOString(),
      });
      return { success: true as const };
    },
  };
};

export type SocialService = ReturnType<typeof socialService>;
