import type { ContentItemSummary } from '@trilha/shared/api/content';
import { youTubeVideoId } from '@trilha/shared/rules/content-player';

/** `/content/{idContentItem}?idSection={id}`: where an item opens (spec document 2, 2.1). */
export function contentPath(item: Pick<ContentItemSummary, 'idContentItem' | 'idSection'>): string {
  return `/content/${item.idContentItem}?idSection=${item.idSection}`;
}

/**
 * Where a playlist entry plays: `/ytplayer/{videoId}` for a YouTube address, `/wtplayer/{hashedId}` for a
 * video of the video host, both with the section, the playlist item and its type (spec document 2, 2.1).
 */
export function playlistEntryPath(
  entry: { hashedId: string; url: string },
  playlist: Pick<ContentItemSummary, 'idContentItem' | 'idSection' | 'idContentType'>,
): string {
  const query = `idSection=${playlist.idSection}&content=${playlist.idContentItem}&type=${playlist.idContentType}`;
  const videoId = youTubeVideoId(entry.url);
  return videoId
    ? `/ytplayer/${encodeURIComponent(videoId)}?${query}`
    : `/wtplayer/${encodeURIComponent(entry.hashedId)}?${query}`;
}
