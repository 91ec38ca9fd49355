import { type ExitTrackingRequest, NAVIGATION_TYPE } from '@trilha/shared/api/tracking';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { TrackingRepository } from './tracking.repository';

/** `POST /tracking/exit`: a member left a section or content item (spec document 1, section 7). */
export const trackingService = ({
  trackingRepository,
  clock,
  recordContentVisit,
}: {
  trackingRepository: TrackingRepository;
  clock: Clock;
  /** The content area's view of a visit to one of its items: null when the item is not of the caller's app. */
  recordContentVisit?: (
    auth: AuthContext,
    idContentItem: number,
    seconds: number,
  ) => Promise<{ totalUserPoints?: number } | null>;
}) => ({
  /** Records the visit; a content item's visit may earn campaign points, whose new total is answered. */
  async recordExit(auth: AuthContext, body: ExitTrackingRequest): Promise<{ totalUserPoints?: number }> {
    const idSection =
      body.idSection ?? (body.idNavigationType === NAVIGATION_TYPE.SECTION ? body.idNavigationItem : null);
    if (idSection !== null && !(await trackingRepository.isSectionOfApp(auth.idCompany, auth.idApp, idSection))) {
      throw new AppError('NOT_FOUND');
    }
    let visit: { totalUserPoints?: number } = {};
    if (body.idNavigationType === NAVIGATION_TYPE.CONTENT && recordContentVisit) {
      const recorded = await recordContentVisit(auth, body.idNavigationItem, body.timeExecuted);
      if (!recorded) throw new AppError('NOT_FOUND');
      visit = recorded;
    }
    await trackingRepository.insertNavigation({
      idCompany: auth.idCompany,
      idApp: auth.idApp,
      idUser: auth.idUser,
      idNavigationItem: body.idNavigationItem,
      idNavigationType: body.idNavigationType,
      idSection,
      timeStart: new Date(`${body.timeStart.replace(' ', 'T')}Z`).toISOString(),
      timeExecuted: body.timeExecuted,
      createdAt: clock.now().toISOString(),
    });
    return visit;
  },
});

export type TrackingService = ReturnType<typeof trackingService>;
