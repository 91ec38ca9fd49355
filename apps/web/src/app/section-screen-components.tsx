import { lazy } from 'react';
import type { SectionScreenComponents } from '../features/sections/section-page';
import { SectionPlaceholder } from '../features/sections/section-placeholder';
import { SECTION_SCREEN_KEYS } from '../features/sections/section-screens';

/**
 * The component of each section screen. Screens still in preparation show the placeholder; a finished
 * screen replaces its entry with a lazy import of its own page.
 */
export const SECTION_SCREEN_COMPONENTS: SectionScreenComponents = {
  ...(Object.fromEntries(SECTION_SCREEN_KEYS.map((key) => [key, SectionPlaceholder])) as SectionScreenComponents),
  pointsPanel: lazy(async () => ({ default: (await import('../features/points/points-section')).PointsSection })),
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
