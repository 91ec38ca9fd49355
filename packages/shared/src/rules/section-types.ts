/**
 * The section dispatcher's table (spec document 1, section 2 "Section dispatcher"; document 2, 2.1): each
 * section type id selects one screen. 5 and 11 share the live and playlist list, 45 and 58 the external
 * link; 20 and 59 open with the from-section flag. Any id not here shows 'Seção não disponível'.
 * docs/decisions.md explains which layout each id takes.
 */
export const SECTION_SCREEN_KEYS = [
  'audioCards',
  'videoCardGrid',
  'postList',
  'menuGrid',
  'playlistList',
  'cardLines',
  'journeyList',
  'highlightList',
  'multiFormatList',
  'pdfList',
  'menuMosaic',
  'library',
  'calendar',
  'plugList',
  'videoMosaic',
  'sectionContent',
  'directory',
  'userUploadForm',
  'store',
  'notifications',
  'messages',
  'chatRoom',
  'assessment',
  'adminRedirect',
  'externalLink',
  'impactMenu',
  'userUploadList',
  'embeddedSite',
  'sectionJourney',
  'campaignRanking',
  'pointsPanel',
] as const;

export type SectionScreenKey = (typeof SECTION_SCREEN_KEYS)[number];

export type SectionScreenRoute = { screen: SectionScreenKey; fromSection: boolean };

const route = (screen: SectionScreenKey, fromSection = false): SectionScreenRoute => ({ screen, fromSection });

export const SECTION_SCREENS: Readonly<Record<number, SectionScreenRoute>> = {
  1: route('audioCards'),
  2: route('videoCardGrid'),
  3: route('postList'),
  4: route('menuGrid'),
  5: route('playlistList'),
  6: route('cardLines'),
  7: route('journeyList'),
  8: route('highlightList'),
  9: route('multiFormatList'),
  10: route('pdfList'),
  11: route('playlistList'),
  12: route('menuMosaic'),
  13: route('library'),
  14: route('calendar'),
  18: route('plugList'),
  19: route('videoMosaic'),
  20: route('sectionContent', true),
  21: route('directory'),
  25: route('userUploadForm'),
  31: route('store'),
  32: route('notifications'),
  33: route('messages'),
  36: route('chatRoom'),
  38: route('assessment'),
  43: route('adminRedirect'),
  45: route('externalLink'),
  48: route('impactMenu'),
  49: route('userUploadList'),
  52: route('embeddedSite'),
  58: route('externalLink'),
  59: route('sectionJourney', true),
  60: route('campaignRanking'),
  61: route('pointsPanel'),
};

/** The screen of a section type, or null for 'Seção não disponível'. */
export function findSectionScreen(idSectionType: number | null | undefined): SectionScreenRoute | null {
  if (idSectionType === null || idSectionType === undefined) return null;
  return SECTION_SCREENS[idSectionType] ?? null;
}

/** Whether the dispatcher has a screen for a section type (a section of any other type cannot be opened). */
export function isKnownSectionType(idSectionType: number): boolean {
  return Object.hasOwn(SECTION_SCREENS, idSectionType);
}

/** The section type ids the dispatcher knows, in order: what an administrator may choose for a section. */
export const SECTION_TYPE_IDS: readonly number[] = Object.keys(SECTION_SCREENS)
  .map(Number)
  .sort((a, b) => a - b);
