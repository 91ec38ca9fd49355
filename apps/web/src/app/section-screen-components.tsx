import { SECTION_SCREEN_KEYS, type SectionScreenKey } from '@trilha/shared/rules/section-types';
import { type ComponentType, lazy } from 'react';
import { SectionPlaceholder } from '../features/sections/section-placeholder';
import type { SectionScreenComponents, SectionScreenProps } from '../lib/section-screen';

/**
 * The component of each section screen. Screens still in preparation show the placeholder; a finished
 * screen replaces its entry with a lazy import of its own page.
 */
export const SECTION_SCREEN_COMPONENTS: SectionScreenComponents = {
  ...(Object.fromEntries(SECTION_SCREEN_KEYS.map((key) => [key, SectionPlaceholder])) as SectionScreenComponents),
  store: lazy(async () => ({ default: (await import('../features/store/store-home')).StoreSection })),
  pointsPanel: lazy(async () => ({ default: (await import('../features/points/points-section')).PointsSection })),
  ...contentScreens({
    audioCards: 'AudioCards',
    videoCardGrid: 'VideoCardGrid',
    postList: 'PostList',
    menuGrid: 'MenuGrid',
    playlistList: 'PlaylistList',
    cardLines: 'CardLines',
    journeyList: 'JourneyListScreen',
    highlightList: 'HighlightList',
    multiFormatList: 'MultiFormatList',
    pdfList: 'PdfList',
    menuMosaic: 'MenuMosaic',
    plugList: 'PlugList',
    videoMosaic: 'VideoMosaic',
    sectionContent: 'SectionContent',
    impactMenu: 'ImpactMenu',
    embeddedSite: 'EmbeddedSiteSection',
    sectionJourney: 'SectionJourney',
  }),
  library: lazy(async () => ({ default: (await import('../features/library/library-section')).LibrarySection })),
  calendar: lazy(async () => ({ default: (await import('../features/calendar/calendar-section')).CalendarSection })),
  directory: lazy(async () => ({
    default: (await import('../features/directory/directory-section')).DirectorySection,
  })),
  userUploadForm: lazy(async () => ({
    default: (await import('../features/uploads/user-upload-form')).UserUploadForm,
  })),
  userUploadList: lazy(async () => ({
    default: (await import('../features/uploads/user-upload-list')).UserUploadListSection,
  })),
  notifications: lazy(async () => ({
    default: (await import('../features/notifications/notifications-section')).NotificationsSection,
  })),
  messages: lazy(async () => ({
    default: (await import('../features/notifications/notifications-section')).MessagesSection,
  })),
  chatRoom: lazy(async () => ({ default: (await import('../features/chat/chat-room-section')).ChatRoomSection })),
  assessment: lazy(async () => ({
    default: (await import('../features/redirects/redirect-sections')).AssessmentSection,
  })),
  adminRedirect: lazy(async () => ({
    default: (await import('../features/redirects/redirect-sections')).AdminRedirectSection,
  })),
  externalLink: lazy(async () => ({
    default: (await import('../features/redirects/redirect-sections')).ExternalLinkSection,
  })),
};

/** The content area's section screens, all from one lazy module (features/content/section-screens). */
function contentScreens(
  names: Partial<Record<SectionScreenKey, keyof typeof import('../features/content/section-screens')>>,
): Partial<SectionScreenComponents> {
  return Object.fromEntries(
    Object.entries(names).map(([key, name]) => [
      key,
      lazy(async () => {
        const Screen = (await import('../features/content/section-screens'))[
          name as keyof typeof import('../features/content/section-screens')
        ] as ComponentType<SectionScreenProps>;
        return {
          default: (props: SectionScreenProps) => (
            <div data-screen={props.screen} data-from-section={props.fromSection ? 'true' : undefined}>
              <Screen {...props} />
            </div>
          ),
        };
      }),
    ]),
  );
}
