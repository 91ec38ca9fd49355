import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchComments, fetchHistory, moderateComment, reportComment, uploadEvidence } from './learning-journey';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `{ success: true }` and records what was asked. */
function stubFetch() {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('journey calls', () => {
  it('ask for the history with certificates only when told to', async () => {
    const fetch = stubFetch();
    await fetchHistory(7, true);
    await fetchHistory(7);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/learning/students/7/history?onlyWithCertificate=1',
      '/learning/students/7/history',
    ]);
  });

  it('send comment calls to the entity and moderation to the decision', async () => {
    const fetch = stubFetch();
    await fetchComments('TEAM', 3, { offset: 0, limit: 10, idParentComment: 9 });
    await reportComment('NODE', 4, 12);
    await moderateComment(12, 'hide');
    await moderateComment(13, 'keep');
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /learning/comments/TEAM/3?offset=0&limit=10&idParentComment=9',
      'POST /learning/comments/NODE/4/report',
      'PUT /admin/comments/12/hide',
      'PUT /admin/comments/13/keep',
    ]);
    expect(fetch.mock.calls[1]?.[1].body).toBe(JSON.stringify({ idComment: 12 }));
  });

  it('upload the evidence as a form', async () => {
    const fetch = stubFetch();
    await uploadEvidence(new File(['pdf'], 'certificado.pdf'), 'certificado.pdf');
    expect(fetch).toHaveBeenCalledWith('/uploads/externalcourse', expect.objectContaining({ method: 'POST' }));
    const body = fetch.mock.calls[0]?.[1].body;
    expect(body instanceof FormData && body.get('fileName')).toBe('certificado.pdf');
  });
});
