import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearningNode } from '@trilha/shared/api/learning-common';
import type { Team } from '@trilha/shared/api/learning-enrollment';
import { BREAKPOINT_PHONE_PX, LOADING_MODAL_MS } from '@trilha/shared/constants';
import { withHttpPrefix } from '@trilha/shared/rules/meeting';
import { isReenrollable } from '@trilha/shared/rules/reenrollment';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { enroll, fetchTeams } from '../../../api/learning';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { useIsMobileWidth } from '../../../ui/hooks/use-mobile';
import { LockIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { LoadError } from '../components/load-error';
import { atLeast, LoadingModal } from '../components/loading-modal';

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const dayTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/**
 * The classes of a training (spec 3, 4.4): 'Matricular-se' for direct enrollment, 'Solicitar matrícula'
 * when approval is needed, 'Aguardando aprovação da matrícula.' while waiting, future classes shown
 * locked until they start, and 'Sem turma disponível.' when there is none.
 */
export function TeamList({ node }: { node: LearningNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const small = useIsMobileWidth(BREAKPOINT_PHONE_PX);
  const [loading, setLoading] = useState<string | null>(null);
  const teams = useQuery({ queryKey: ['learning', 'teams', node.nodeCode], queryFn: () => fetchTeams(node.nodeCode) });
  const reenrolling = isReenrollable(node.enrollment?.status);
  const mutation = useMutation({
    mutationFn: (team: Team) => {
      setLoading(
        team.needApproval
          ? t('learning.catalog.requesting')
          : reenrolling
            ? t('learning.catalog.reenrolling')
            : t('learning.catalog.enrolling'),
      );
      return atLeast(
        enroll({ idTeam: team.idTeam, nodeCode: node.nodeCode, idUser: session?.loginInfo.idUser ?? 0 }),
        LOADING_MODAL_MS,
      );
    },
    onSettled: () => setLoading(null),
    onSuccess: async (answer, team) => {
      await queryClient.invalidateQueries({ queryKey: ['learning'] });
      if (answer.enrollmentRequest) {
        toast(t('learning.catalog.requested'), { tone: 'success' });
        return;
      }
      toast(t('learning.catalog.enrolled'), { tone: 'success' });
      // A class that starts later keeps the member here; the page shows when it starts.
      if (answer.idEnrollment && !team.isFuture) navigate(`/level/${answer.idEnrollment}`);
    },
    onError: (error) =>
      toast(error instanceof ApiError ? error.message : t('common.unexpectedError'), { tone: 'error' }),
  });

  if (teams.isPending) return <Spinner label={t('common.loading')} />;
  if (teams.isError) return <LoadError error={teams.error} onRetry={() => void teams.refetch()} />;
  if (teams.data.data.length === 0)
    return <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">{t('learning.catalog.noTeams')}</p>;

  return (
    <>
      <ul className="flex flex-col gap-3">
        {teams.data.data.map((team) => {
          const full = team.totalVacanciesAvailable === 0;
          return (
            <li key={team.idTeam} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    {team.isFuture ? (
                      <LockIcon className="size-4 text-muted" label={t('learning.catalog.futureTeam')} />
                    ) : null}
                    {team.name}
                  </span>
                  {team.description ? <span className="text-sm text-muted">{team.description}</span> : null}
                  <span className="text-sm text-ink">
                    {team.initialDate && team.finalDate
                      ? t('learning.catalog.period', {
                          start: day.format(new Date(team.initialDate)),
                          end: day.format(new Date(team.finalDate)),
                        })
                      : team.initialDate
                        ? t('learning.catalog.startsOn', { date: day.format(new Date(team.initialDate)) })
                        : null}
                  </span>
                  <span className="text-xs font-semibold text-muted">
                    {team.totalVacanciesAvailable === null
                      ? t('learning.catalog.unlimited')
                      : full
                        ? t('learning.catalog.noVacancies')
                        : t('learning.catalog.vacancies', { count: team.totalVacanciesAvailable })}
                    {team.isFuture && team.initialDate
                      ? ` · ${t('learning.catalog.startsOn', { date: day.format(new Date(team.initialDate)) })}`
                      : ''}
                  </span>
                </div>
                <div className="max-w-full shrink-0">
                  {team.isEnrolled ? (
                    <span className="text-sm font-semibold text-success">{t('learning.catalog.enrolledHere')}</span>
                  ) : team.awaitingApproval ? (
                    <span className="text-sm font-semibold text-brand">{t('learning.catalog.awaitingApproval')}</span>
                  ) : (
                    <Button disabled={full || mutation.isPending} onClick={() => mutation.mutate(team)}>
                      {team.needApproval
                        ? t('learning.catalog.requestEnrollment')
                        : reenrolling
                          ? t('learning.catalog.reenroll')
                          : t('learning.catalog.enroll')}
                    </Button>
                  )}
                </div>
              </div>
              {team.meetings.length > 0 ? (
                <div>
                  <p className="mb-1 text-xs font-bold uppercase tracking-wide text-muted">
                    {t('learning.catalog.meetings')}
                  </p>
                  <ul className="flex flex-col gap-1 text-sm">
                    {team.meetings.map((meeting) => (
                      <li key={meeting.idMeeting} className="flex flex-wrap gap-x-2">
                        <span className="font-medium text-ink" title={dayTime.format(new Date(meeting.startDate))}>
                          {small
                            ? cut(day.format(new Date(meeting.startDate)), 8)
                            : dayTime.format(new Date(meeting.startDate))}
                        </span>
                        <span className="text-muted">
                          {t(
                            `learning.blocks.meetingType.${meeting.meetingType === 'ONLINE' ? 'ONLINE' : 'PRESENCIAL'}`,
                          )}
                        </span>
                        {meeting.address ? (
                          meeting.meetingType === 'ONLINE' ? (
                            <a
                              href={withHttpPrefix(meeting.address)}
                              target="_blank"
                              rel="noopener noreferrer"
                              title={meeting.address}
                              className="text-brand underline"
                            >
                              {small ? cut(meeting.address, 10) : meeting.address}
                            </a>
                          ) : (
                            <span title={meeting.address}>{small ? cut(meeting.address, 10) : meeting.address}</span>
                          )
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <LoadingModal text={loading} />
    </>
  );
}
