import { useQuery } from '@tanstack/react-query';
import type { LearningNode } from '@trilha/shared/api/learning-common';
import { isActiveEnrollment } from '@trilha/shared/rules/reenrollment';
import { registrationBadge } from '@trilha/shared/rules/registration-badge';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { fetchEquivalences, fetchNode, fetchTeams } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useGoBack } from '../../../hooks/go-back';
import { type Crumb, useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ProgressBar } from '../../../ui/progress-bar';
import { SafeHtml } from '../../../ui/safe-html';
import { Spinner } from '../../../ui/spinner';
import { BlockList } from '../blocks/block-renderer';
import { CardImage } from '../components/card-image';
import { formatWorkload } from '../components/card-target';
import { LoadError } from '../components/load-error';
import { RestrictedDialog } from '../components/restricted-dialog';
import { TeamList } from './team-list';

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

/** Breadcrumb of a catalog page: its catalogs, then itself. */
export function catalogCrumbs(node: Pick<LearningNode, 'parentNodes' | 'title' | 'nodeCode'>): Crumb[] {
  return [
    ...node.parentNodes.map((parent) => ({ title: parent.title, to: `/catalog/${parent.nodeCode}` })),
    { title: node.title, to: `/catalog/${node.nodeCode}` },
  ];
}

/**
 * `/catalog/:nodeCode[/:idEnrollment]`: a catalog page with its blocks, or a training with its classes
 * (spec 3, 2.4). A node the member may not open shows 'Acesso restrito'.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { nodeCode = '', idEnrollment } = useParams();
  const query = useQuery({
    queryKey: learningKeys.node(nodeCode),
    queryFn: () => fetchNode(nodeCode),
    enabled: !idEnrollment,
  });
  const node = query.data?.node;
  useLearningHeader({ crumbs: node ? catalogCrumbs(node) : [] });
  if (idEnrollment) return <Navigate to={`/level/${idEnrollment}/${nodeCode}`} replace />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !node) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (node.hasAccess === 0) {
    return (
      <div>
        <h1 className="mb-4 text-2xl font-bold">{node.title}</h1>
        <RestrictedDialog open onClose={() => goBack('/')} />
      </div>
    );
  }
  if (node.nodeType === 'LEARNING') return <TrainingView node={node} />;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{node.title}</h1>
        {node.description ? <p className="text-muted">{node.description}</p> : null}
      </header>
      {node.blocks.length === 0 ? (
        <p className="text-muted">{t('learning.level.empty', { title: node.title })}</p>
      ) : (
        <BlockList blocks={node.blocks} nodeCode={node.nodeCode} />
      )}
    </div>
  );
}

/** A training seen from the catalog: what it is, the member's enrollment, or its classes. */
function TrainingView({ node }: { node: LearningNode }) {
  const { t } = useTranslation();
  const [syllabusOpen, setSyllabusOpen] = useState(false);
  const { badge } = registrationBadge(node.registration);
  const enrollment = node.enrollment;
  const active = enrollment && isActiveEnrollment(enrollment.status);
  const workload = formatWorkload(node.workload);
  return (
    <div className="flex flex-col gap-6">
      <article className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 md:grid-cols-[2fr_3fr]">
        <CardImage src={node.image} format="landscape-small" eager priority />
        <div className="flex flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand">
            {node.label ? <span>{node.label}</span> : null}
            {workload ? (
              <span className="text-muted">
                {workload.key === 'hours'
                  ? t('learning.card.workload', { hours: workload.value })
                  : t('learning.card.workloadMinutes', { minutes: workload.value })}
              </span>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold text-ink">{node.title}</h1>
          {node.description ? <p className="text-muted">{node.description}</p> : null}
          {node.tags.length ? (
            <ul className="flex flex-wrap gap-2">
              {node.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-3 px-3 py-1 text-xs font-semibold text-brand">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {t(`learning.card.badge.${badge}`) ? (
            <p className="text-sm font-semibold uppercase text-ink">{t(`learning.card.badge.${badge}`)}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {node.syllabus ? (
              <Button variant="secondary" onClick={() => setSyllabusOpen(true)}>
                {t('learning.catalog.syllabus')}
              </Button>
            ) : null}
            {active && !node.registration.teamNotStarted ? (
              <Link
                to={`/level/${enrollment.idEnrollment}`}
                className="min-h-11 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
              >
                {t('learning.catalog.goToContent')}
              </Link>
            ) : null}
          </div>
          {active ? (
            <>
              <ProgressBar value={enrollment.progress} label={t('learning.level.progress')} />
              <p className="text-sm text-muted">
                {t('learning.catalog.status', { status: t(`learning.card.status.${enrollment.status}`) })}
              </p>
              {enrollment.status === 'EQUIVALENCY' ? <EquivalentOrigins nodeCode={node.nodeCode} /> : null}
            </>
          ) : null}
        </div>
      </article>
      {active && node.registration.teamNotStarted ? <TeamStartNotice node={node} /> : null}
      {!active ? (
        <section aria-labelledby="training-teams" className="flex flex-col gap-3">
          <h2 id="training-teams" className="text-lg font-bold">
            {t('learning.catalog.teams')}
          </h2>
          <p className="text-sm text-muted">{t('learning.catalog.enrollmentRequired')}</p>
          <TeamList node={node} />
        </section>
      ) : null}
      <Modal open={syllabusOpen} onOpenChange={setSyllabusOpen} title={t('learning.catalog.syllabusTitle')}>
        <SafeHtml html={node.syllabus ?? ''} className="learning-html" />
      </Modal>
    </div>
  );
}

/** The trainings whose completion concluded this one (spec 3, 4.1 and 7.1: the equivalency lookup). */
function EquivalentOrigins({ nodeCode }: { nodeCode: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: learningKeys.equivalences(nodeCode),
    queryFn: () => fetchEquivalences(nodeCode),
  });
  const titles = (query.data?.result ?? []).filter((entry) => entry.completed === 1).map((entry) => entry.origin.title);
  if (titles.length === 0) return null;
  return <p className="text-sm text-ink">{t('learning.catalog.equivalentTo', { titles: titles.join(', ') })}</p>;
}

function TeamStartNotice({ node }: { node: LearningNode }) {
  const { t } = useTranslation();
  const teams = useQuery({
    queryKey: learningKeys.teams(node.nodeCode),
    queryFn: () => fetchTeams(node.nodeCode),
  });
  const team = teams.data?.data.find((entry) => entry.isEnrolled);
  if (!team?.initialDate) return null;
  return (
    <p role="status" className="rounded-xl bg-brand-3 p-4 font-semibold text-ink">
      {t('learning.catalog.teamNotStarted', { date: day.format(new Date(team.initialDate)) })}
    </p>
  );
}
