import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTO_OPEN_DELAY_MS, LOADING_MODAL_MS } from '@trilha/shared/constants';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { createNodeEnrollment, fetchEnrollment, fetchEnrollmentNode } from '../../../api/learning';
import { invalidateAfterProgress, learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ProgressBar } from '../../../ui/progress-bar';
import { SafeHtml } from '../../../ui/safe-html';
import { Spinner } from '../../../ui/spinner';
import { BlockList } from '../blocks/block-renderer';
import { cardTarget } from '../components/card-target';
import { LoadError } from '../components/load-error';
import { atLeast, LoadingModal } from '../components/loading-modal';
import { ClassDrawers } from '../interactions/class-drawers';

/**
 * `/level/:idEnrollment[/:nodeCode]`: a page of the member's training (spec 3, 2.3). Entering it creates
 * the node enrollment; a class that has not started sends the member to /myJourney; a page with exactly
 * one content opens it after about a second; otherwise its blocks list the elements with their locks.
 */
export function LevelPage() {
  const { idEnrollment, nodeCode } = useParams();
  return <LevelView key={`${idEnrollment}/${nodeCode ?? ''}`} />;
}

function LevelView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  const params = useParams();
  const idEnrollment = Number(params.idEnrollment);
  const valid = Number.isInteger(idEnrollment) && idEnrollment > 0;
  const [syllabusOpen, setSyllabusOpen] = useState(false);

  const enrollment = useQuery({
    queryKey: learningKeys.enrollment(idEnrollment),
    queryFn: () => fetchEnrollment(idUser, idEnrollment),
    enabled: valid && !params.nodeCode,
  });
  const nodeCode = params.nodeCode ?? enrollment.data?.enrollment.nodeCode;
  const page = useQuery({
    queryKey: learningKeys.enrollmentNode(idEnrollment, nodeCode),
    queryFn: () => fetchEnrollmentNode(idUser, idEnrollment, nodeCode as string),
    enabled: valid && Boolean(nodeCode),
    retry: false,
  });
  const enter = useMutation({
    mutationFn: () =>
      atLeast(createNodeEnrollment({ idEnrollment, nodeCode: nodeCode as string, idUser }), LOADING_MODAL_MS),
    onSuccess: () => invalidateAfterProgress(queryClient, idEnrollment),
  });

  const node = page.data?.node;
  const needsEntry = Boolean(node && node.nodeEnrollment === null);
  const { mutate: enterNode, isIdle: entryIdle } = enter;
  useEffect(() => {
    if (needsEntry && entryIdle) enterNode();
  }, [needsEntry, entryIdle, enterNode]);

  const elements = node?.blocks.flatMap((block) => block.elements) ?? [];
  const single =
    node?.nodeEnrollment && elements.length === 1 && elements[0]?.elementType === 'CONTENT' ? elements[0] : null;
  const singleTarget = single ? cardTarget(single, idUser) : null;
  const singlePath = singleTarget?.kind === 'route' ? singleTarget.to : null;
  useEffect(() => {
    if (!singlePath) return;
    const timer = setTimeout(
      () => navigate(singlePath.replace(/\/-$/, '/single'), { replace: true }),
      AUTO_OPEN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [singlePath, navigate]);

  const root = page.data?.enrollment;
  useLearningHeader({
    crumbs: node
      ? [
          ...node.parentNodes.map((parent) => ({
            title: parent.title,
            to: `/level/${idEnrollment}/${parent.nodeCode}`,
          })),
          { title: node.title, to: `/level/${idEnrollment}/${node.nodeCode}` },
        ]
      : [],
  });

  if (!valid) return <Navigate to="/" replace />;
  const error = page.error ?? enrollment.error;
  if (error instanceof ApiError && error.code === 'TEAM_NOT_STARTED') return <Navigate to="/myJourney" replace />;
  if (error) return <LoadError error={error} onRetry={() => void page.refetch()} />;
  if (!node || !root) return <Spinner label={t('common.loading')} />;

  const isRoot = node.parentNodes.length === 0;
  const progress = isRoot ? root.progress : (node.nodeEnrollment?.progress ?? 0);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
        {node.label ? <p className="text-xs font-bold uppercase tracking-wide text-brand">{node.label}</p> : null}
        <h1 className="text-2xl font-bold text-ink">{node.title}</h1>
        {node.description ? <p className="text-muted">{node.description}</p> : null}
        <ProgressBar
          value={progress}
          label={isRoot ? t('learning.level.progress') : t('learning.level.nodeProgress')}
        />
        <p className="text-sm text-muted">
          {root.team.name} ·{' '}
          {t(`learning.card.status.${isRoot ? root.status : (node.nodeEnrollment?.status ?? 'NOT_ATTEMPTED')}`)}
        </p>
        {node.nodeType === 'LEARNING' && node.syllabus ? (
          <Button variant="secondary" className="w-fit" onClick={() => setSyllabusOpen(true)}>
            {t('learning.catalog.syllabus')}
          </Button>
        ) : null}
        <ClassDrawers
          idTeam={root.team.idTeam}
          hasAttachments={root.team.hasAttachments === 1}
          teamComments={{ enabled: root.team.allowComments === 1, label: root.team.commentsLabel }}
          nodeComments={{ enabled: node.allowComments === 1, idNode: node.idNode, label: node.commentsLabel }}
        />
      </header>
      {single ? (
        <p role="status" className="text-muted">
          {t('learning.level.opening')}
        </p>
      ) : null}
      {node.blocks.length === 0 ? (
        <p className="text-muted">{t('learning.level.empty', { title: node.title })}</p>
      ) : (
        <BlockList blocks={node.blocks} nodeCode={node.nodeCode} />
      )}
      <LoadingModal text={enter.isPending ? t('learning.level.starting') : null} />
      <Modal open={syllabusOpen} onOpenChange={setSyllabusOpen} title={t('learning.catalog.syllabusTitle')}>
        <SafeHtml html={node.syllabus ?? ''} className="learning-html" />
      </Modal>
    </div>
  );
}
