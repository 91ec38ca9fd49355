import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { EnrollmentContentResponse } from '@trilha/shared/api/learning-contents';
import type { ScormCourse } from '@trilha/shared/api/learning-scorm';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonTreePage } from './lesson-tree-page';

const fetchEnrollmentContent = vi.fn();
vi.mock('../../../api/learning', () => ({
  fetchEnrollmentContent: (...args: unknown[]) => fetchEnrollmentContent(...args),
}));
vi.mock('../../../api/session', () => ({ useSession: () => ({ loginInfo: { idUser: 7 } }) }));

const lesson = (idSco: number, title: string, extra: Partial<ScormCourse['scos'][number]> = {}) => ({
  idSco,
  identifier: `ITEM_${idSco}`,
  title,
  scormType: 'sco' as const,
  parentIdentifier: null,
  depth: 0,
  isVisible: true,
  lock: 0 as const,
  lockReason: null,
  scoEnrollment: null,
  ...extra,
});

function answer(scorm: ScormCourse, progress = 0): EnrollmentContentResponse {
  return {
    success: true,
    content: { idContentItem: 30, idContentType: 26, text: 'Atendimento ao cliente', scorm } as never,
    contentEnrollment: { progress } as never,
    team: {} as never,
    node: { idNode: 1, nodeCode: 'cursos-interativos', title: 'Cursos interativos', parentNodes: [] },
    currentItem: {} as never,
    nextItem: null,
    previousItem: null,
  };
}

function Where() {
  return <p>player at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/lms/:idEnrollment/:idContentItem/:idNodeEnrollment?/:isFluidNavigation?', element: <LessonTreePage /> },
      { path: '/lessons/*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const course = (scos: ScormCourse['scos'], status: ScormCourse['status'] = 'SUCCESS'): ScormCourse => ({
  idScormPackage: 3,
  title: 'Atendimento ao cliente',
  status,
  version: status === 'SUCCESS' ? '2004' : null,
  sequenced: false,
  nextRequest: null,
  nextIdSco: null,
  rollup: null,
  attempt: null,
  scos,
});

beforeEach(() => fetchEnrollmentContent.mockReset());

describe('the lesson tree', () => {
  it('shows the processing message while the package is not processed', async () => {
    fetchEnrollmentContent.mockResolvedValue(answer(course([], 'PENDING')));
    renderAt('/lms/5/30/9');
    expect(
      await screen.findByText(
        'Este curso está sendo processado e isso pode levar alguns minutos. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(fetchEnrollmentContent).toHaveBeenCalledWith(7, 5, 30, 9);
  });

  it('opens the only lesson of a processed course after a second, in single mode', async () => {
    fetchEnrollmentContent.mockResolvedValue(answer(course([lesson(41, 'Lição única')])));
    renderAt('/lms/5/30/9');
    expect(await screen.findByRole('link', { name: /Lição única/ })).toBeInTheDocument();
    expect(
      await screen.findByText('player at /lessons/5/30/41/9/single/false', undefined, { timeout: 2500 }),
    ).toBeInTheDocument();
  });

  it('lists lessons with lock, status, progress, grade and time, and stays when the member came back', async () => {
    const record = {
      idScoEnrollment: 1,
      status: 'PASSED' as const,
      grade: 90,
      numberOfAccess: 2,
      totalTime: 13 * 3600 + 65,
      finishDate: '2026-11-21T10:00:00Z',
      prerequisitesMet: true,
      record: {
        lessonStatus: null,
        completionStatus: 'completed',
        successStatus: 'passed',
        scoreRaw: 9,
        scoreMin: 0,
        scoreMax: 10,
        scoreScaled: 0.9,
        location: '3',
        attempt: 1,
      },
    };
    fetchEnrollmentContent.mockResolvedValue(
      answer(
        course([
          lesson(41, 'Módulo 1', { scoEnrollment: record }),
          lesson(42, 'Módulo 2', { lock: 1, lockReason: 'prerequisites' }),
          lesson(43, 'Banco de questões', { isVisible: false }),
        ]),
        50,
      ),
    );
    renderAt('/lms/5/30/9/1');
    const first = await screen.findByRole('link', { name: /Módulo 1/ });
    expect(first).toHaveTextContent('Aprovado');
    expect(first).toHaveTextContent('100% concluído');
    expect(first).toHaveTextContent('Nota: 90');
    // Lesson time: hours above 12 lose 12.
    expect(first).toHaveTextContent('Tempo: 01:01:05');
    expect(first).toHaveAttribute('href', '/lessons/5/30/41/9/multi/false');
    expect(screen.queryByRole('link', { name: /Módulo 2/ })).toBeNull();
    expect(screen.getByText('Bloqueada')).toBeInTheDocument();
    // The lock says why: the manifest's prerequisites, not the order of the lessons.
    expect(
      screen.getByText('Esta lição será liberada quando você concluir as lições que são pré-requisito dela.'),
    ).toBeInTheDocument();
    // An item the manifest hides is not listed.
    expect(screen.queryByText('Banco de questões')).toBeNull();
    expect(screen.getByRole('progressbar', { name: '50% concluído' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('opens a single lesson only once: coming back to the tree shows it', async () => {
    fetchEnrollmentContent.mockResolvedValue(answer(course([lesson(41, 'Lição única')])));
    renderAt('/lms/5/30/9/1');
    expect(await screen.findByRole('link', { name: /Lição única/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByText(/player at/)).toBeNull();
  });
});
