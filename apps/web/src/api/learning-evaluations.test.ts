import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPath, fetchQuestionnaire } from './learning-evaluations';

afterEach(() => vi.unstubAllGlobals());

describe('evaluation calls', () => {
  it("put an evaluation outside any training under the '-' enrollment", () => {
    expect(answerPath({ idUser: 1, idEnrollment: null, idEvaluation: 3 }, 4, 5)).toBe(
      '/learning/students/1/enrollments/-/evaluations/3/questionnaires/4/answers/5',
    );
    expect(answerPath({ idUser: 1, idEnrollment: 2, idEvaluation: 3 }, 4, 5)).toBe(
      '/learning/students/1/enrollments/2/evaluations/3/questionnaires/4/answers/5',
    );
  });

  it('fetch an attempt at its path', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await fetchQuestionnaire({ idUser: 1, idEnrollment: null, idEvaluation: 3 }, 4);
    expect(fetch).toHaveBeenCalledWith(
      '/learning/students/1/enrollments/-/evaluations/3/questionnaires/4',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
