import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableJourneyTabs,
  canDownloadCertificate,
  certificateFileName,
  cleanFileName,
  externalCourseActions,
  historyLink,
  isExternalCoursePeriodValid,
  JOURNEY_TABS,
  resolveJourneyTab,
} from './journey';
import { rankMembers } from './ranking';

describe('journey tabs (spec 3, 2.1 and 2.8)', () => {
  const all = { hasEnrollmentRequests: true, inCampaign: true, externalCourses: true };
  it.each([
    ['registered', all, 'registered'],
    ['historic', all, 'historic'],
    ['HISTORIC', all, 'historic'],
    ['requestEnrollmentStatus', { ...all, hasEnrollmentRequests: false }, 'registered'],
    ['gamification', { ...all, inCampaign: false }, 'registered'],
    ['externalCourse', { ...all, externalCourses: false }, 'registered'],
    ['externalCourse', all, 'externalCourse'],
    ['nothing', all, 'registered'],
    [undefined, all, 'registered'],
  ] as const)('%s with %o shows %s', (requested, flags, shown) => {
    expect(resolveJourneyTab(requested, availableJourneyTabs(flags))).toBe(shown);
  });

  it('always shows an available tab, and Matriculados, Meu histórico and Meus certificados are always there', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), fc.boolean(), (requested, a, b, c) => {
        const tabs = availableJourneyTabs({ hasEnrollmentRequests: a, inCampaign: b, externalCourses: c });
        expect(tabs).toEqual(expect.arrayContaining(['registered', 'historic', 'certificates']));
        expect(tabs).toContain(resolveJourneyTab(requested, tabs));
        expect(JOURNEY_TABS.filter((tab) => tabs.includes(tab))).toEqual(tabs);
      }),
    );
  });
});

describe('historyLink (spec 3, 6)', () => {
  it.each([
    ['in progress', 'IN_PROGRESS', 'PUBLISHED', 40, 1, 'link'],
    ['completed with access after completion', 'COMPLETED', 'PUBLISHED', 100, 1, 'link'],
    ['completed without access after completion', 'COMPLETED', 'PUBLISHED', 100, 0, 'none'],
    ['passed without access after completion', 'PASSED', 'PUBLISHED', 100, 0, 'none'],
    ['progress 100 without access after completion', 'IN_PROGRESS', 'PUBLISHED', 100, 0, 'none'],
    ['expired', 'EXPIRED', 'PUBLISHED', 30, 1, 'dash'],
    ['unpublished', 'COMPLETED', 'ARCHIVED', 100, 1, 'dash'],
  ] as const)('%s', (_name, enrollmentStatus, nodeStatus, progress, allowAccessUponCompletion, expected) => {
    expect(historyLink({ enrollmentStatus, nodeStatus, progress, allowAccessUponCompletion })).toBe(expected);
  });
});

describe('canDownloadCertificate (spec 3, 6)', () => {
  it.each([
    ['completed with a certificate', 'COMPLETED', 1, null, true],
    ['passed with a certificate', 'PASSED', 1, null, true],
    ['concluded by equivalence with a certificate', 'EQUIVALENCY', 1, null, true],
    ['completed without a certificate', 'COMPLETED', null, null, false],
    ['in progress', 'IN_PROGRESS', 1, null, false],
    ['failed', 'FAILED', 1, null, false],
    [
      'a completed child with children enabled',
      'IN_PROGRESS',
      1,
      { enableCertificateForChildren: 1, status: 'COMPLETED', progress: 100 },
      true,
    ],
    [
      'a completed child without children enabled',
      'COMPLETED',
      1,
      { enableCertificateForChildren: 0, status: 'COMPLETED', progress: 100 },
      false,
    ],
    [
      'an unfinished child',
      'IN_PROGRESS',
      1,
      { enableCertificateForChildren: 1, status: 'IN_PROGRESS', progress: 50 },
      false,
    ],
  ] as const)('%s', (_name, enrollmentStatus, idCertificate, child, expected) => {
    expect(canDownloadCertificate({ enrollmentStatus, idCertificate, child })).toBe(expected);
  });

  it('never offers a certificate without one on the class', () => {
    fc.assert(
      fc.property(fc.constantFrom('COMPLETED', 'PASSED', 'IN_PROGRESS', 'EXPIRED'), (status) => {
        expect(canDownloadCertificate({ enrollmentStatus: status, idCertificate: null })).toBe(false);
      }),
    );
  });
});

describe('external-course period (spec 3, 5)', () => {
  const today = '2026-11-21';
  it.each([
    ['a past period', '2026-10-01', '2026-10-20', true],
    ['one day, today', today, today, true],
    ['a start in the future', '2026-11-22', '2026-11-22', false],
    ['an end in the future', '2026-11-01', '2026-11-22', false],
    ['an end before the start', '2026-10-20', '2026-10-01', false],
  ])('%s', (_name, start, finish, valid) => {
    expect(isExternalCoursePeriodValid(start, finish, today)).toBe(valid);
  });

  it('accepts exactly the periods that end by today and do not run backwards', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (start, finish, now) => {
        expect(isExternalCoursePeriodValid(start, finish, now)).toBe(start <= finish && finish <= now);
      }),
    );
  });
});

describe('external-course actions (spec 3, 4.12)', () => {
  it.each([
    ['PENDING', 0, { canEdit: true, canCancel: true, canResubmit: false, isReadOnly: false }],
    ['REJECTED', 0, { canEdit: false, canCancel: false, canResubmit: true, isReadOnly: false }],
    ['REJECTED', 1, { canEdit: false, canCancel: false, canResubmit: false, isReadOnly: true }],
    ['APPROVED', 0, { canEdit: false, canCancel: false, canResubmit: false, isReadOnly: true }],
    ['CANCELED', 0, { canEdit: false, canCancel: false, canResubmit: false, isReadOnly: true }],
  ] as const)('%s with resubmission %s', (status, hasResubmission, expected) => {
    expect(externalCourseActions(status, hasResubmission)).toEqual(expected);
  });
});

describe('file names', () => {
  it.each([
    ['meu certificado (final) ção.png', 'meucertificadofinalcao.png'],
    ['../../etc/passwd', 'etcpasswd'],
    ['   ', 'arquivo'],
    ['relatório 2026.pdf', 'relatorio2026.pdf'],
  ])('cleans %j to %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('keeps only safe characters and never starts with a dot', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*$/);
        expect(cleaned.length).toBeLessThanOrEqual(120);
      }),
    );
  });

  it('names a certificate from its title', () => {
    expect(certificateFileName('Ética e conduta')).toBe('Ética e conduta_certificate.pdf');
    expect(certificateFileName('A/B: teste')).toBe('A B  teste_certificate.pdf');
  });
});

describe('rankMembers', () => {
  it('gives the same position to equal points and skips after a tie', () => {
    const ranked = rankMembers([
      { idUser: 1, name: 'A', points: 10 },
      { idUser: 2, name: 'B', points: 30 },
      { idUser: 3, name: 'C', points: 10 },
      { idUser: 4, name: 'D', points: 5 },
    ]);
    expect(ranked.map((row) => [row.idUser, row.position])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 4],
    ]);
  });

  it('orders by points and a position is one more than the number of members with more points', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 50 }), { maxLength: 30 }), (points) => {
        const ranked = rankMembers(points.map((value, index) => ({ idUser: index, name: `m${index}`, points: value })));
        for (const row of ranked) {
          expect(row.position).toBe(ranked.filter((other) => other.points > row.points).length + 1);
        }
      }),
    );
  });
});
