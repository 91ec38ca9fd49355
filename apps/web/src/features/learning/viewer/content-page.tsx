import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentItem, EnrollmentContentResponse } from '@trilha/shared/api/learning-contents';
import { LOADING_MODAL_MS } from '@trilha/shared/constants';
import { isShownDescription } from '@trilha/shared/rules/content-link';
import { isCompleted, SCORM_CONTENT_TYPE } from '@trilha/shared/rules/learning-status';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { createContentEnrollment, fetchEnrollmentContent, findContent } from '../../../api/learning';
import { invalidateAfterProgress, learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useGoBack } from '../../../hooks/go-back';
import { type Crumb, useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import type { KeptFile } from '../../../lib/offline/kept-files';
import { CheckIcon } from '../../../ui/icons';
import { KeepOfflineButton } from '../../../ui/keep-offline-button';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../components/load-error';
import { atLeast, LoadingModal } from '../components/loading-modal';
import { ContentActions } from './content-actions';
import { MediaPlayer } from './media-player';
import { EmbeddedSite, ExternalLinkPage, FileDownload, HtmlPage, VideoList } from './renderers';
import { useContentProgress } from './use-content-progress';

/** Content types that need a content location to open; without it the member is sent back (spec 3, 5). */
const NEEDS_LOCATION = new Set([1, 2, 4, 6, 18]);

/**
 * `/contentNode/:idContent` (free content) and
 * `/contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:extra` (content of an enrollment):
 * opening creates the content enrollment ('Aguarde, iniciando conteúdo.'), then the renderer of its type.
 */
export function ContentPage() {
  const params = useParams();
  return <ContentView key={`${params.idContent}/${params.idNodeEnrollment ?? ''}`} />;
}

function ContentView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const params = useParams();
  const idUser = session?.loginInfo.idUser ?? 0;
  const idContent = Number(params.idContent);
  const idNodeEnrollment = params.idNodeEnrollment ? Number(params.idNodeEnrollment) : null;
  const idEnrollment = params.idEnrollment ? Number(params.idEnrollment) : null;
  const inEnrollment = idNodeEnrollment !== null && idEnrollment !== null;
  const wrongUser = params.idUser !== undefined && Number(params.idUser) !== idUser;

  const enrolled = useQuery({
    queryKey: learningKeys.enrollmentContent(idEnrollment, idNodeEnrollment, idContent),
    queryFn: () => fetchEnrollmentContent(idUser, idEnrollment as number, idContent, idNodeEnrollment as number),
    enabled: inEnrollment && !wrongUser && idContent > 0,
    retry: false,
  });
  const free = useQuery({
    queryKey: learningKeys.content(idContent),
    queryFn: () => findContent(idContent),
    enabled: !inEnrollment && idContent > 0,
    retry: false,
  });
  const open = useMutation({
    mutationFn: () =>
      atLeast(
        createContentEnrollment({
          idNodeEnrollment: idNodeEnrollment as number,
          idEnrollment: idEnrollment as number,
          idContentItem: idContent,
          idUser,
        }),
        LOADING_MODAL_MS,
      ),
    onSuccess: () => invalidateAfterProgress(queryClient, idEnrollment),
  });
  const needsEnrollment = inEnrollment && enrolled.data !== undefined && enrolled.data.contentEnrollment === null;
  const { mutate: openContent, isIdle } = open;
  useEffect(() => {
    if (needsEnrollment && isIdle) openContent();
  }, [needsEnrollment, isIdle, openContent]);

  if (wrongUser || !(idContent > 0)) return <Navigate to="/not-found" replace />;
  const error = enrolled.error ?? free.error ?? open.error;
  if (error) return <ContentError error={error} />;
  const content = inEnrollment ? enrolled.data?.content : free.data?.content[0];
  if (!content || needsEnrollment || open.isPending) {
    return (
      <>
        <Spinner label={t('common.loading')} />
        <LoadingModal text={needsEnrollment || open.isPending ? t('learning.viewer.starting') : null} />
      </>
    );
  }
  if (content.idContentType === SCORM_CONTENT_TYPE) {
    return (
      <Navigate
        to={`/lms/${idEnrollment ?? '-'}/${content.idContentItem}${idNodeEnrollment ? `/${idNodeEnrollment}` : ''}`}
        replace
      />
    );
  }
  return (
    <ContentBody
      content={content}
      context={inEnrollment ? (enrolled.data ?? null) : null}
      idUser={idUser}
      idEnrollment={idEnrollment}
    />
  );
}

function ContentError({ error }: { error: unknown }) {
  useLearningHeader({ mode: 'back', footer: 'hide' });
  return <LoadError error={error} />;
}

function ContentBody({
  content,
  context,
  idUser,
  idEnrollment,
}: {
  content: ContentItem;
  context: EnrollmentContentResponse | null;
  idUser: number;
  idEnrollment: number | null;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const progress = useContentProgress(
    content.idContentItem,
    content.idContentType,
    content.idSection,
    context?.contentEnrollment ?? content.contentEnrollment,
  );
  const done = progress.completed || (content.completed === 1 && !progress.tracked);
  const crumbs: Crumb[] = context
    ? [
        ...context.node.parentNodes.map((parent) => ({
          title: parent.title,
          to: `/level/${idEnrollment}/${parent.nodeCode}`,
        })),
        { title: context.node.title, to: `/level/${idEnrollment}/${context.node.nodeCode}` },
        { title: content.text, to: '.' },
      ]
    : [{ title: content.text, to: '.' }];
  useLearningHeader({
    mode: 'close',
    closeTo: context ? `/level/${idEnrollment}/${context.node.nodeCode}` : '/',
    crumbs,
    footer: 'hide',
    actions: (
      <ContentActions
        idContentItem={content.idContentItem}
        idUser={idUser}
        idEnrollment={idEnrollment}
        completed={done || isCompleted(context?.currentItem.status, context?.currentItem.progress)}
        current={context?.currentItem ?? null}
        previous={context?.previousItem ?? null}
        next={context?.nextItem ?? null}
        showMap={Boolean(context)}
      />
    ),
  });

  const missing =
    (NEEDS_LOCATION.has(content.idContentType) && !content.contentLocation) ||
    (content.idContentType === 5 && !content.content) ||
    (content.idContentType === 27 && !content.link && !content.contentLocation);
  const training = context ? `/level/${idEnrollment}/${context.node.nodeCode}` : '/';
  useEffect(() => {
    if (missing) goBack(training);
  }, [missing, goBack, training]);
  if (missing) return null;

  const complete = () => void progress.complete();
  // Video, audio and downloadable files can be kept on the device to open without a network.
  const keepable = keptFileOf(content.idContentType, content.contentLocation);
  let body: React.ReactNode;
  switch (content.idContentType) {
    case 1:
    case 2:
    case 6:
      body = (
        <MediaPlayer
          kind={content.idContentType === 1 ? 'audio' : 'video'}
          src={content.contentLocation as string}
          poster={content.image}
          title={content.text}
          duration={content.duration}
          seekBlocked={content.isSeekingBlocked === 1}
          completed={done}
          progress={progress.progress}
          lastPosition={content.lastPosition}
          onComplete={complete}
          onReport={(percent, position, keepalive) => progress.report(percent, position, keepalive)}
          onPlayed={progress.addPlayed}
        />
      );
      break;
    case 4:
      body = <EmbeddedSite content={content} onComplete={complete} completed={done} />;
      break;
    case 5:
      body = <HtmlPage content={content} onComplete={complete} completed={done} />;
      break;
    case 7:
      body = <VideoList content={content} onComplete={complete} />;
      break;
    case 18:
      body = <FileDownload content={content} onComplete={complete} />;
      break;
    case 27:
      body = <ExternalLinkPage content={content} onComplete={complete} />;
      break;
    default:
      body = <MessagePanel title={t('learning.viewer.unknownType')} tone="error" />;
  }

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        {content.label ? <p className="text-xs font-bold uppercase tracking-wide text-brand">{content.label}</p> : null}
        <h1 className="text-2xl font-bold text-ink">{content.text}</h1>
        {content.author ? (
          <p className="text-sm text-muted">{t('learning.viewer.by', { author: content.author })}</p>
        ) : null}
        {context && done ? (
          <p role="status" className="flex items-center gap-1 text-sm font-semibold text-success">
            <CheckIcon className="size-4" />
            {t('learning.viewer.completed')}
          </p>
        ) : null}
      </header>
      {body}
      {keepable ? <KeepOfflineButton url={keepable.url} title={content.text} kind={keepable.kind} /> : null}
      {isShownDescription(content.description) ? <p className="text-muted">{content.description}</p> : null}
    </article>
  );
}

/** The file of a content that can be kept on the device, and its kind; null for other contents. */
function keptFileOf(idContentType: number, location: string | null): { url: string; kind: KeptFile['kind'] } | null {
  if (!location) return null;
  if (idContentType === 1) return { url: location, kind: 'audio' };
  if (idContentType === 2 || idContentType === 6) return { url: location, kind: 'video' };
  if (idContentType === 18) return { url: location, kind: 'file' };
  return null;
}
