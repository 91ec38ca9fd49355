import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE, type ContentItem } from '@trilha/shared/api/content';
import { CONTENT_TYPES_NOT_TRACKED_BY_IDLE } from '@trilha/shared/constants';
import { formatDate } from '@trilha/shared/rules/format';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchContentItem } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { ErrorScreen } from '../../ui/error-screen';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { CampaignsNote } from './campaigns-note';
import { ContentView } from './content-view';
import { RatingWidget } from './rating-widget';
import { useViewingTracking } from './use-viewing-tracking';

/** One content item, for the content screen and the sections that show an item inline. */
export function useContentItem(idContentItem: number, options: { preview?: boolean } = {}) {
  const preview = Boolean(options.preview);
  return useQuery({
    queryKey: contentKeys.item(idContentItem, preview ? 'preview' : 'published'),
    queryFn: () => fetchContentItem(idContentItem, { preview }),
    enabled: Number.isInteger(idContentItem) && idContentItem > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Draws the chat of a content item's room (composed by the route: a feature does not import another). */
export type RenderContentChat = (item: ContentItem) => ReactNode;

/** Content types whose screen carries the item's chat room (spec 2, 3 and 7: live and video content rooms). */
const CHAT_TYPES = new Set<number>([CONTENT_TYPE.LIVE, CONTENT_TYPE.VIDEO]);

/** `/content/{idContentItem}?idSection={id}[&preview=1]`: the content item screen (spec document 2, 2.1 and 2.2). */
export function ContentPage({ renderChat }: { renderChat?: RenderContentChat } = {}) {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const id = Number(params.idContentItem);
  const idSection = Number(query.get('idSection')) || null;
  // The console's 'Pré-visualizar' opens an item not published yet (the server lets only administrators).
  const preview = query.get('preview') === '1';
  const item = useContentItem(id, { preview });
  const type = item.data?.content.idContentType;
  // A preview is not a viewing: nothing of it is recorded.
  useViewingTracking(
    item.data && !preview
      ? {
          idContentItem: id,
          idSection: idSection ?? item.data.content.idSection,
          idle: !(CONTENT_TYPES_NOT_TRACKED_BY_IDLE as readonly number[]).includes(type ?? 0),
        }
      : null,
  );

  if (!Number.isInteger(id) || id <= 0) return <ErrorScreen kind="notFound" />;
  if (item.isPending) return <LoadingState label={t('content.loading')} showLabel />;
  if (item.isError) {
    // Another company's item, or one outside the member's menu, is not found; a locked one is restricted.
    const status = item.error instanceof ApiError ? item.error.status : 0;
    if (status === 404 || status === 400) return <ErrorScreen kind="notFound" />;
    if (status === 403) return <ErrorScreen kind="restricted" />;
    return <MessagePanel title={t('content.loadError')} tone="error" />;
  }
  const content = item.data.content;
  const chat = renderChat && content.idChatRoom && CHAT_TYPES.has(content.idContentType) ? renderChat(content) : null;
  return <ContentScreen item={content} aside={chat} />;
}

/**
 * The item's title, author and date, its screen by type, its description, the rating widget and the campaigns
 * the item earns points in.
 */
export function ContentScreen({
  item,
  headingLevel = 1,
  hideTitle = false,
  aside = null,
}: {
  item: Parameters<typeof ContentView>[0]['item'];
  headingLevel?: 1 | 2;
  /** The section already shows this title. */
  hideTitle?: boolean;
  /** Shown under the player (the item's chat). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-content-type={item.idContentType}>
      <header className="flex flex-col gap-1">
        {item.parentName ? <p className="text-sm font-semibold text-brand">{item.parentName}</p> : null}
        <Heading className={hideTitle ? 'sr-only' : 'text-2xl font-bold'}>{item.text}</Heading>
        {item.author || item.initDate ? (
          <p className="text-sm text-muted">
            {[
              item.author ? t('content.by', { author: item.author }) : null,
              item.initDate ? formatDate(item.initDate) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </header>
      <ContentView item={item} />
      {aside}
      {item.description ? <p className="text-muted">{item.description}</p> : null}
      <RatingWidget key={item.idContentItem} item={item} />
      <CampaignsNote idContentItem={item.idContentItem} headingLevel={headingLevel === 1 ? 2 : 3} />
    </div>
  );
}
