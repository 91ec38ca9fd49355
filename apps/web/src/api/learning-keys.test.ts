import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateAfterEnrollment,
  invalidateAfterProgress,
  invalidateAfterRequestCancelled,
  learningKeys,
} from './learning-keys';

const ID_USER = 7;
const ID_COMPANY = 1;

/** A cache holding what a member has seen: the home, two trainings, the journey and a few lists. */
function seededClient() {
  const client = new QueryClient();
  const seen = {
    home: learningKeys.node(ID_COMPANY),
    training: learningKeys.node('lideranca'),
    otherTraining: learningKeys.node('vendas'),
    teams: learningKeys.teams('lideranca'),
    otherTeams: learningKeys.teams('vendas'),
    inProgress: learningKeys.enrollmentsInProgress(ID_USER),
    history: learningKeys.history(ID_USER),
    certificates: learningKeys.certificates(ID_USER),
    registered: learningKeys.catalogEnrollments(),
    requestFlag: learningKeys.hasEnrollmentRequests(ID_USER),
    requests: learningKeys.enrollmentRequestPage('ALL', 0),
    catalog: learningKeys.catalogAll('catalogo-vendas'),
    catalogBlock: learningKeys.catalog('catalogo-vendas', 1, '', ''),
    recommendations: learningKeys.recommendations(ID_USER),
    search: learningKeys.search('negociação', 1),
    comments: learningKeys.commentPage('CONTENT', 4, 0),
    agenda: learningKeys.schedules('2026-11-01T00:00:00.000Z', null),
    enrollment: learningKeys.enrollment(31),
    otherEnrollment: learningKeys.enrollment(32),
    level: learningKeys.enrollmentNode(31, 'lideranca'),
    openedContent: learningKeys.enrollmentContent(31, 5, 4),
    navigation: learningKeys.navigationMap(31),
  } satisfies Record<string, QueryKey>;
  for (const key of Object.values(seen)) client.setQueryData(key, { seen: true });
  const invalidated = () =>
    Object.entries(seen)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, invalidated };
}

describe('learning query keys', () => {
  it('keep the shapes the offline copy was saved under', () => {
    expect(learningKeys.node(ID_COMPANY)).toEqual(['learning', 'node', ID_COMPANY]);
    expect(learningKeys.enrollmentContent(31, 5, 4)).toEqual(['learning', 'enrollment-content', 31, 5, 4]);
    expect(learningKeys.certificates(ID_USER)).toEqual(['learning', 'history', ID_USER, 'certificates']);
    expect(learningKeys.commentPage('CONTENT', 4, 0)).toEqual(['learning', 'comments', 'CONTENT', 4, 0]);
  });

  it('refresh, after an enrollment, the training, its classes, the in-progress block and the history, not unrelated trainings', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterEnrollment(client, 'lideranca');
    expect(invalidated()).toEqual(
      ['training', 'teams', 'inProgress', 'history', 'certificates', 'registered', 'requestFlag', 'requests'].sort(),
    );
  });

  it('refresh, after a request is cancelled, the requests and that training only', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterRequestCancelled(client, 'lideranca');
    expect(invalidated()).toEqual(['requestFlag', 'requests', 'teams', 'training'].sort());
  });

  it('refresh, after progress, that enrollment and the lists showing progress, not catalogs, classes or comments', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterProgress(client, 31);
    expect(invalidated()).toEqual(
      [
        'home',
        'training',
        'otherTraining',
        'inProgress',
        'history',
        'certificates',
        'registered',
        'enrollment',
        'level',
        'openedContent',
        'navigation',
      ].sort(),
    );
  });

  it('refresh every enrollment’s pages after progress whose enrollment is not known', async () => {
    const { client, invalidated } = seededClient();
    await invalidateAfterProgress(client, null);
    expect(invalidated()).toContain('otherEnrollment');
    expect(invalidated()).not.toContain('catalog');
  });
});
