import type { ContentItem } from '@trilha/shared/api/content';
import { CONTENT_TYPE } from '@trilha/shared/api/content';
import { isDownloadLocation } from '@trilha/shared/rules/content-link';
import { formatDateTime } from '@trilha/shared/rules/format';
import { useEffect } from 'react';
import { saveContentProgress } from '../../api/content';
import { useGoBack, useSectionHref } from '../../hooks/go-back';
import { useTranslation } from '../../i18n';
import { DownloadIcon, ExternalIcon } from '../../ui/icons';
import { ArticleHtml } from './article-html';
import { GuidedModule, JourneyList, StepJourney } from './journeys';
import { LivePlayer } from './live-player';
import { MediaPlayer } from './media-player';
import { PdfViewer } from './pdf-viewer';
import { Playlist } from './playlist';
import { usePointsToast } from './use-points-toast';

/** The screen of a content item by its `idContentType` (spec document 2, 2.2). */
export function ContentView({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  switch (item.idContentType) {
    case CONTENT_TYPE.AUDIO:
      return <MediaPlayer item={item} kind="audio" />;
    case CONTENT_TYPE.VIDEO:
      return <MediaPlayer item={item} kind="video" />;
    case CONTENT_TYPE.ARTICLE:
      return (
        <article className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          {item.image ? <img src={item.image} alt="" className="aspect-video w-full rounded-xl object-cover" /> : null}
          <ArticleHtml html={item.content ?? ''} />
        </article>
      );
    case CONTENT_TYPE.SITE:
      return <EmbeddedSite item={item} />;
    case CONTENT_TYPE.POST:
      return (
        <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
          <ArticleHtml html={item.content ?? ''} />
        </article>
      );
    case CONTENT_TYPE.LIVE:
      return <LivePlayer item={item} />;
    case CONTENT_TYPE.PLAYLIST:
      return <Playlist item={item} />;
    case CONTENT_TYPE.LIVE_LINK:
      return <LiveLinkCard item={item} />;
    case CONTENT_TYPE.JOURNEY_LIST:
    case CONTENT_TYPE.JOURNEY_LIST_ALT:
      return <JourneyList item={item} />;
    case CONTENT_TYPE.JOURNEY_STEPS:
      return <StepJourney item={item} />;
    case CONTENT_TYPE.DOWNLOAD:
      return <FileDownload item={item} />;
    case CONTENT_TYPE.GUIDED_MODULE:
      return <GuidedModule item={item} />;
    case CONTENT_TYPE.PDF:
      return item.contentLocation ? (
        <PdfViewer url={item.contentLocation} title={item.text} />
      ) : (
        <p role="alert">{t('content.pdf.error')}</p>
      );
    default:
      return (
        <p className="rounded-xl bg-white p-6 text-center font-semibold ring-1 ring-line">
          {t('content.noContentType')}
        </p>
      );
  }
}

/** Type 4: a site in a frame; without an address the screen goes back (spec 2, 2.2). */
function EmbeddedSite({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const sectionHref = useSectionHref(item.idSection);
  const location = item.contentLocation;
  useEffect(() => {
    if (!location) goBack(sectionHref);
  }, [location, goBack, sectionHref]);
  if (!location) return null;
  return (
    <div className="flex flex-col gap-2">
      <iframe
        src={location}
        title={item.text}
        className="h-[70dvh] w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-black/5"
        // Files of this site run without scripts; other sites keep theirs in their own origin.
        sandbox={
          location.startsWith('/')
            ? 'allow-same-origin allow-popups'
            : 'allow-scripts allow-same-origin allow-popups allow-forms'
        }
        referrerPolicy="no-referrer"
      />
      <a
        href={location}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 self-end text-brand underline-offset-4 hover:underline"
      >
        <ExternalIcon />
        {t('content.site.open')}
      </a>
    </div>
  );
}

/** Type 8: a card with the live's date and a link to it. */
function LiveLinkCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const link = item.referenceLink ?? item.contentLocation;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
      {item.image ? <img src={item.image} alt="" className="aspect-[3/1] w-full object-cover" /> : null}
      <div className="flex flex-col gap-3 p-5">
        {item.initDate ? (
          <p className="font-semibold text-brand">{t('content.liveOn', { date: formatDateTime(item.initDate) })}</p>
        ) : null}
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
          >
            <ExternalIcon />
            {t('content.liveLink')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Type 18: a file to download; downloading completes the item. */
function FileDownload({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const showPoints = usePointsToast();
  if (!isDownloadLocation(item.contentLocation)) {
    return (
      <p role="alert" className="rounded-xl bg-white p-4 font-semibold text-danger ring-1 ring-line">
        {t('content.download.invalid')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
      <DownloadIcon className="size-12 text-brand" />
      <a
        href={item.contentLocation}
        download
        onClick={() =>
          void saveContentProgress({ idContentItem: item.idContentItem, lastPosition: 0, completed: 1 })
            .then(showPoints)
            .catch(() => undefined)
        }
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
      >
        <DownloadIcon />
        {t('content.download.action')}
      </a>
    </div>
  );
}
