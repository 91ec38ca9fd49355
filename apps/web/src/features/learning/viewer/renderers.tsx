import type { ContentItem } from '@trilha/shared/api/learning-contents';
import { SINGLE_PAGE_COMPLETION_MS } from '@trilha/shared/constants';
import { isDownloadLocation, isYouTubeLink } from '@trilha/shared/rules/content-link';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { DownloadIcon, ExternalIcon, PlayIcon, ShareIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';
import { useToast } from '../../../ui/toast';
import { ShareDialog } from './share-dialog';

/** Completes after the content has been open 2 seconds (single page and embedded site, spec 3, 4.2). */
function useCompleteAfterDelay(onComplete: () => void, completed: boolean) {
  useEffect(() => {
    if (completed) return;
    const timer = setTimeout(onComplete, SINGLE_PAGE_COMPLETION_MS);
    return () => clearTimeout(timer);
  }, [onComplete, completed]);
}

/** A page that counts as seen after a few seconds on it, unless it already was. */
type TimedPageProps = { content: ContentItem; onComplete: () => void; completed: boolean };

/** Type 5: a single HTML page. */
export function HtmlPage({ content, onComplete, completed }: TimedPageProps) {
  useCompleteAfterDelay(onComplete, completed);
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <SafeHtml html={content.content ?? ''} className="learning-html" />
    </article>
  );
}

/** Type 4: an embedded site. */
export function EmbeddedSite({ content, onComplete, completed }: TimedPageProps) {
  useCompleteAfterDelay(onComplete, completed);
  return (
    <iframe
      src={content.contentLocation ?? ''}
      title={content.text}
      className="h-[70dvh] w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-black/5"
      // Files of this site run without scripts; other sites keep theirs in their own origin.
      sandbox={
        (content.contentLocation ?? '').startsWith('/')
          ? 'allow-same-origin allow-popups allow-forms'
          : 'allow-scripts allow-same-origin allow-popups allow-forms'
      }
      referrerPolicy="no-referrer"
    />
  );
}

/** Type 18: a file download; completes when downloaded, 'Arquivo inválido.' without a valid address. */
export function FileDownload({ content, onComplete }: { content: ContentItem; onComplete: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  if (!isDownloadLocation(content.contentLocation)) {
    return (
      <p role="alert" className="rounded-xl bg-white p-4 font-semibold text-danger ring-1 ring-line">
        {t('learning.viewer.invalidFile')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
      <DownloadIcon className="size-12 text-brand" />
      <a
        href={content.contentLocation}
        download
        onClick={() => {
          toast(t('learning.viewer.downloading'));
          onComplete();
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
      >
        <DownloadIcon />
        {t('learning.viewer.download')}
      </a>
    </div>
  );
}

/** Type 27: an external link; following it completes the content. YouTube links may be shared. */
export function ExternalLinkPage({ content, onComplete }: { content: ContentItem; onComplete: () => void }) {
  const { t } = useTranslation();
  const [shareOpen, setShareOpen] = useState(false);
  const link = content.link ?? content.contentLocation ?? '';
  const shareable = content.shareable === 1 && isYouTubeLink(link);
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
      <ExternalIcon className="size-12 text-brand" />
      <p className="break-all text-sm text-muted">{link}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onComplete}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
        >
          <ExternalIcon />
          {t('learning.viewer.openLink')}
        </a>
        {shareable ? (
          <Button variant="secondary" onClick={() => setShareOpen(true)} className="inline-flex items-center gap-2">
            <ShareIcon />
            {t('learning.viewer.share')}
          </Button>
        ) : null}
      </div>
      {shareable ? (
        <ShareDialog open={shareOpen} onOpenChange={setShareOpen} link={link} idContent={content.idContentItem} />
      ) : null}
    </div>
  );
}

type ListVideo = { title: string; url: string; image?: string };

function parseList(raw: string | null): ListVideo[] {
  try {
    const list = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((entry): entry is ListVideo => typeof entry?.url === 'string' && typeof entry?.title === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Type 7: a list of videos; the list completes when its last video ends. */
export function VideoList({ content, onComplete }: { content: ContentItem; onComplete: () => void }) {
  const { t } = useTranslation();
  const videos = parseList(content.content);
  const [index, setIndex] = useState(0);
  if (videos.length === 0)
    return <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">{t('learning.viewer.emptyList')}</p>;
  const current = videos[index] as ListVideo;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
      {/* biome-ignore lint/a11y/useMediaCaption: demo and company videos carry no caption track yet. */}
      <video
        key={current.url}
        src={current.url}
        poster={current.image}
        controls
        playsInline
        aria-label={current.title}
        className="aspect-video w-full rounded-xl bg-black"
        onEnded={() => (index === videos.length - 1 ? onComplete() : setIndex(index + 1))}
      />
      <section aria-labelledby="video-list-title">
        <h2 id="video-list-title" className="mb-2 font-bold">
          {t('learning.viewer.playlist')}
        </h2>
        <ol className="flex flex-col gap-2">
          {videos.map((video, position) => (
            <li key={video.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-current={position === index}
                className={`flex min-h-11 w-full items-center gap-3 rounded-lg p-2 text-left ${
                  position === index ? 'bg-brand-3' : 'bg-white hover:bg-brand-3'
                }`}
              >
                {video.image ? (
                  <img src={video.image} alt="" className="h-12 w-20 rounded object-cover" />
                ) : (
                  <PlayIcon />
                )}
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-ink">{video.title}</span>
                  {position === index ? (
                    <span className="text-xs text-brand">{t('learning.viewer.nowPlaying')}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
