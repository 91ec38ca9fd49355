import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitMadeAt,
  isStaleCommit,
  keptKeyOfContentPath,
  keptPackageFileKey,
  keptPackageId,
  normalizePackagePath,
  offlineLaunchCmi,
  offlineSessionStart,
  statusAfterCommit,
} from './scorm-offline';
import { mergeScoStatus, SCO_STATUSES, type ScoStatus } from './scorm-status';

const TOKEN = '1.2s.1abcdef.AAAAAAAAAAAAAAAAAAAAAA';

describe('kept package files', () => {
  it.each([
    [TOKEN, '1.2s'],
    ['zz.9.1.AAAAAAAAAAAAAAAAAAAAAA', 'zz.9'],
    ['kept', null],
    ['1.2.3', null],
    ['1.2.3.short', null],
    ['1.2.3.AAAAAAAAAAAAAAAAAAAAAA/../x', null],
    ['A.2.3.AAAAAAAAAAAAAAAAAAAAAA', null],
  ])('token %s names the kept package %s', (token, id) => {
    expect(keptPackageId(token)).toBe(id);
  });

  it.each([
    ['index.html', 'index.html'],
    ['pasta%20com%20espa%C3%A7o/a b.png', 'pasta%20com%20espa%C3%A7o/a%20b.png'],
    ['m%C3%B3dulo/(1)[a].js', 'm%C3%B3dulo/(1)%5Ba%5D.js'],
    ['bad%E0%A4%A.txt', 'bad%25E0%25A4%25A.txt'],
  ])('path %s is kept as %s', (path, normalized) => {
    expect(normalizePackagePath(path)).toBe(normalized);
  });

  it('finds the same key whether the path came encoded by the browser or by the player', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }), (segments) => {
        // Real file names: no slash or backslash inside, not `.` or `..`, no spaces at the ends of the address.
        const raw = segments.map((segment) => `a${segment.replace(/[/\\]/g, '_')}z`);
        const byPlayer = raw.map(encodeURIComponent).join('/');
        const byBrowser = new URL(
          `https://x.test/${raw.map((s) => s.replaceAll('%', '%25').replaceAll('?', '%3F').replaceAll('#', '%23')).join('/')}`,
        ).pathname.slice(1);
        expect(keptPackageFileKey('1.2', byBrowser)).toBe(keptPackageFileKey('1.2', byPlayer));
      }),
    );
  });

  it('answers a content address with the kept key of its package, whatever the token expiry', () => {
    expect(keptKeyOfContentPath(`/scorm-content/${TOKEN}/modulo1/index.html`)).toBe(
      '/scorm-content/kept/1.2s/modulo1/index.html',
    );
    expect(keptKeyOfContentPath('/scorm-content/1.2s.zzzz.BBBBBBBBBBBBBBBBBBBBBB/modulo1/index.html')).toBe(
      '/scorm-content/kept/1.2s/modulo1/index.html',
    );
    expect(keptKeyOfContentPath('/scorm-content/kept/1.2s/index.html')).toBeNull();
    expect(keptKeyOfContentPath('/files/1/a.mp4')).toBeNull();
  });
});

describe('a launch started offline', () => {
  it('resumes a SCORM 1.2 lesson with what the device committed last', () => {
    const launched = {
      core: { student_id: '7', entry: 'ab-initio', lesson_status: 'not attempted', lesson_location: '', score: {} },
      suspend_data: '',
      launch_data: 'x',
    };
    const cmi = offlineLaunchCmi('1.2', launched, {
      lessonStatus: 'incomplete',
      location: 'tela-3',
      suspendData: 'abc',
      scoreRaw: 40,
    });
    expect(cmi).toEqual({
      core: {
        student_id: '7',
        entry: 'resume',
        lesson_status: 'incomplete',
        lesson_location: 'tela-3',
        score: { raw: '40', min: '', max: '' },
      },
      suspend_data: 'abc',
      launch_data: 'x',
    });
    expect(launched.core.entry).toBe('ab-initio');
  });

  it('resumes a SCORM 2004 lesson, or the launch as it was when nothing was committed since', () => {
    const launched = { entry: 'ab-initio', completion_status: 'unknown', location: '', suspend_data: '' };
    expect(offlineLaunchCmi('2004', launched, null)).toEqual({ ...launched, entry: 'resume' });
    expect(
      offlineLaunchCmi('2004', launched, { completionStatus: 'incomplete', location: 'p2', progressMeasure: 0.5 }),
    ).toEqual({
      entry: 'resume',
      completion_status: 'incomplete',
      location: 'p2',
      suspend_data: '',
      progress_measure: '0.5',
    });
  });
});

describe('commits of a session started offline', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');
  it.each([
    ['2025-03-10T09:00:00.000Z', '2025-03-10T09:00:00.000Z'],
    ['2025-03-01T00:00:00.000Z', '2025-03-10T08:00:00.000Z'],
    ['2030-01-01T00:00:00.000Z', '2025-03-10T12:00:00.000Z'],
    ['not a date', '2025-03-10T12:00:00.000Z'],
  ])('an offline session claimed to start at %s starts at %s', (claimed, counted) => {
    expect(offlineSessionStart(claimed, { basedOnStartedAt: '2025-03-10T08:00:00.000Z', now })).toBe(counted);
  });

  it.each([
    [undefined, '2025-03-10T12:00:00.000Z'],
    ['2025-03-10T11:00:00.000Z', '2025-03-10T11:00:00.000Z'],
    ['2025-03-10T07:00:00.000Z', '2025-03-10T10:00:00.000Z'],
    ['2025-03-11T00:00:00.000Z', '2025-03-10T12:00:00.000Z'],
  ])('a commit made at %s counts as made at %s', (madeAt, counted) => {
    expect(commitMadeAt(madeAt, { sessionStartedAt: '2025-03-10T10:00:00.000Z', now })).toBe(counted);
  });

  it('calls a commit stale only when the stored data was written by a later commit', () => {
    expect(isStaleCommit('2025-03-10T10:00:00.000Z', null)).toBe(false);
    expect(isStaleCommit('2025-03-10T10:00:00.000Z', '2025-03-10T10:00:00.000Z')).toBe(false);
    expect(isStaleCommit('2025-03-10T10:00:00.000Z', '2025-03-10T09:59:59.000Z')).toBe(false);
    expect(isStaleCommit('2025-03-10T10:00:00.000Z', '2025-03-10T10:00:01.000Z')).toBe(true);
  });

  it.each<[ScoStatus, ScoStatus, ScoStatus]>([
    ['IN_PROGRESS', 'COMPLETED', 'COMPLETED'],
    ['COMPLETED', 'FAILED', 'COMPLETED'],
    ['FAILED', 'COMPLETED', 'FAILED'],
    ['FAILED', 'PASSED', 'PASSED'],
    ['PASSED', 'FAILED', 'PASSED'],
  ])('a stale commit over %s reporting %s leaves %s', (stored, reported, expected) => {
    expect(statusAfterCommit(stored, reported, true)).toBe(expected);
  });

  it('never lowers a label, stale or not, and is the usual merge for a fresh commit', () => {
    const status = fc.constantFrom<ScoStatus>(...SCO_STATUSES);
    fc.assert(
      fc.property(status, fc.option(status, { nil: null }), fc.boolean(), (stored, reported, stale) => {
        const after = statusAfterCommit(stored, reported, stale);
        // A label at least as high as the stored one is what the merge keeps.
        expect(mergeScoStatus(stored, after)).toBe(after);
        if (!stale) expect(after).toBe(mergeScoStatus(stored, reported));
        if (stale) expect([stored, mergeScoStatus(stored, reported)]).toContain(after);
      }),
    );
  });
});
