import { type ExitTrackingRequest, NAVIGATION_TYPE } from '@trilha/shared/api/tracking';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { TrackingRepository } from './tracking.repository';

/** `POST /tracking/exit`: a member left a section or content item (spec document 1, section 7). */
export const trackingService = ({
  trackingRepository,
  clock,
}: {
  trackingRepository: TrackingRepository;
  clock: Clock;
}) => ({
  async recordExit(auth: AuthContext, body: ExitTrackingRequest): Promise<void> {
    const idSection =
      body.idSection ?? (body.idNavigationType === NAVIGATION_TYPE.SECTION ? body.idNavigationItem : null);
    if (idSection !== null && !(await trackingRepository.isSectionOfApp(auth.idCompany, auth.idApp, idSection))) {
      throw new AppError('NOT_FOUND');
    }
    // TODO: check content item ids against the company too once content items are stored.
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
  },
});

export type TrackingService = ReturnType<typeof trackingService>;
