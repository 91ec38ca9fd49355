import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, startServer, type TrilhaServer, test } from './fixtures';
import { enrollInInteractiveCourses, lessonOf, uploadThroughConsole } from './scorm-console';

test.describe.configure({ timeout: 360_000 });

/** Each test's own server (the sample package replaces a demo course), stopped even when the test fails. */
let server: TrilhaServer | null = null;
test.afterEach(async () => {
  await server?.stop();
  server = null;
});

/** The public sample packages (apps/server/test/fixtures/scorm/SOURCES.md). */
const sample = (name: string) => join(import.meta.dirname, '../../server/test/fixtures/scorm', name);

/** The SCO's page has opened in the lesson frame (the frame page loads the run-time first). */
const SCO_OPENED = { timeout: 30_000 };

/** Every `POST /learning/scorm/play` answer the page gets: one per launch. */
function watchLaunches(page: Page): Array<{ idSco: number; entry: string }> {
  const launches: Array<{ idSco: number; entry: string }> = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/learning/scorm/play')) return;
    if (!response.ok()) return;
    const answer = (await response.json()) as { entry: string; currentItem: { idSco: number } };
    launches.push({ idSco: answer.currentItem.idSco, entry: answer.entry });
  });
  return launches;
}

/** The lesson page's ids, from its address (`/lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment`). */
function idsOf(url: string) {
  const [idEnrollment, idContentItem, idSco, idNodeEnrollment] = new URL(url).pathname
    .split('/')
    .slice(2, 6)
    .map(Number);
  return { idEnrollment, idContentItem, idSco, idNodeEnrollment };
}

type Course = {
  content: {
    scorm: {
      scos: Array<{
        idSco: number;
        identifier: string;
        title: string;
        isVisible: boolean;
        lock: number;
        scoEnrollment: Record<string, unknown> | null;
      }>;
      sequenced: boolean;
      nextRequest: string | null;
      nextIdSco: number | null;
      rollup: Record<string, unknown> | null;
      attempt: number | null;
    };
  };
  contentEnrollment: { status: string; progress: number; grade: number | null } | null;
};

/** The course and its record as the member's API answers it. */
async function readCourse(page: Page, ids: ReturnType<typeof idsOf>): Promise<Course> {
  return page.evaluate(async ({ idEnrollment, idContentItem, idNodeEnrollment }) => {
    const session = JSON.parse(localStorage.getItem('trilha.session') ?? '{}') as {
      token: string;
      loginInfo: { idUser: number };
    };
    const response = await fetch(
      `/learning/students/${session.loginInfo.idUser}/enrollments/${idEnrollment}/contents/${idContentItem}?idNodeEnrollment=${idNodeEnrollment}`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    return (await response.json()) as Course;
  }, ids);
}

test('sample ContentPackagingSingleSCO (SCORM 1.2, a SCO that makes no run-time calls): the LMS completes it on leaving, once per launch', async ({
  page,
  browser,
}) => {
  server = await startServer();
  await uploadThroughConsole(browser, server, {
    zip: sample('ContentPackagingSingleSCO_SCORM12.zip'),
    title: 'Golf Explained 1.2',
    content: 'Segurança da informação no dia a dia',
  });
  const launches = watchLaunches(page);
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  // One lesson: the lesson tree opens it by itself.
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  await expect(lessonOf(page).getByRole('heading', { name: 'Not implemented yet' })).toBeVisible(SCO_OPENED);
  const lessonUrl = page.url();
  const ids = idsOf(lessonUrl);

  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  // Back to the training (the lesson was opened straight from it).
  await expect(page).toHaveURL(/\/level\/\d+(\/cursos-interativos)?$/);
  await expectAccessible(page);

  // SCORM 1.2 (RTE 3.4.4): a SCO that set no status is completed by the LMS when its session ends; it set no
  // score, so none is recorded (no maximum of 100 either); no time was reported.
  const first = await readCourse(page, ids);
  expect(first.content.scorm.scos).toHaveLength(1);
  expect(first.content.scorm.scos[0]?.scoEnrollment).toMatchObject({
    status: 'COMPLETED',
    numberOfAccess: 1,
    totalTime: 0,
    record: { lessonStatus: 'completed', scoreRaw: null, scoreMin: null, scoreMax: null, location: null },
  });
  expect(first.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
  // One click, one launch: the finished lesson was not launched again.
  expect(launches).toEqual([{ idSco: ids.idSco, entry: 'ab-initio' }]);

  // Reopened: a new session of the same record, entry '' (the last one ended without suspend).
  await page.goto(lessonUrl);
  await expect(lessonOf(page).getByRole('heading', { name: 'Not implemented yet' })).toBeVisible(SCO_OPENED);
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(/\/level\/\d+(\/cursos-interativos)?$/);
  const again = await readCourse(page, ids);
  expect(again.content.scorm.scos[0]?.scoEnrollment).toMatchObject({
    status: 'COMPLETED',
    numberOfAccess: 2,
    totalTime: 0,
  });
  expect(launches).toEqual([
    { idSco: ids.idSco, entry: 'ab-initio' },
    { idSco: ids.idSco, entry: '' },
  ]);
});

test('sample RuntimeMinimumCalls (SCORM 2004 3rd, no sequencing element: the learner chooses): a chosen SCO is delivered once, suspended on leaving and resumed on reopening', async ({
  page,
  browser,
}) => {
  server = await startServer();
  await uploadThroughConsole(browser, server, {
    zip: sample('RuntimeMinimumCalls_SCORM20043rdEdition.zip'),
    title: 'Golf Explained 2004',
    content: 'Atendimento ao cliente',
  });
  const launches = watchLaunches(page);
  const time = new Stopwatch();
  time.watch(page);
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
  await expect(page).toHaveURL(/\/lms\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('link', { name: /How to Play/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /How to Play/ }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/multi\/false$/);
  await expect(lessonOf(page).getByRole('heading', { name: /Play of the game/ })).toBeVisible(SCO_OPENED);
  const ids = idsOf(page.url());
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(/\/lms\/\d+\/\d+\/\d+(\/1)?$/);
  // Leaving suspends the course (suspendAll): the SCO's attempt did not end, so it set and got no status;
  // the course continues there.
  const first = await readCourse(page, ids);
  expect(launches).toEqual([{ idSco: ids.idSco, entry: 'ab-initio' }]);
  const lessonOfFirst = first.content.scorm.scos.find((lesson) => lesson.idSco === ids.idSco);
  expect(lessonOfFirst?.scoEnrollment).toMatchObject({
    status: 'IN_PROGRESS',
    numberOfAccess: 1,
    record: { completionStatus: 'unknown', successStatus: 'unknown', scoreRaw: null, scoreScaled: null, attempt: 1 },
  });
  expect(first.content.scorm).toMatchObject({
    sequenced: true,
    nextRequest: 'resumeAll',
    nextIdSco: ids.idSco,
    attempt: 1,
    rollup: { completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null },
  });
  expect(first.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS' });

  // Chosen again: the same attempt on the activity resumes (entry resume), one launch for the click. The
  // member stays a few seconds, so this session adds whole seconds to the total the API answers.
  await page.getByRole('link', { name: /How to Play/ }).click();
  await expect(lessonOf(page).getByRole('heading', { name: /Play of the game/ })).toBeVisible(SCO_OPENED);
  await expect.poll(() => time.running(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(/\/lms\/\d+\/\d+\/\d+(\/1)?$/);
  const again = await readCourse(page, ids);
  expect(launches).toEqual([
    { idSco: ids.idSco, entry: 'ab-initio' },
    { idSco: ids.idSco, entry: 'resume' },
  ]);
  const lessonAgain = again.content.scorm.scos.find((lesson) => lesson.idSco === ids.idSco);
  expect(lessonAgain?.scoEnrollment).toMatchObject({ numberOfAccess: 2, record: { attempt: 1 } });
  expect(Number(lessonAgain?.scoEnrollment?.totalTime)).toBeGreaterThan(
    Number(lessonOfFirst?.scoEnrollment?.totalTime),
  );
  expect(again.content.scorm).toMatchObject({ nextRequest: 'resumeAll', attempt: 1 });
  // The SCO reports no time: each session counts what the player measured from Initialize to Terminate.
  expect(Math.abs(recordedSeconds(again) - time.seconds)).toBeLessThanOrEqual(2);
  expect(lessonAgain?.scoEnrollment).toMatchObject({
    record: { scoreRaw: null, scoreMin: null, scoreMax: null, scoreScaled: null },
  });
});

/** The Golf samples' launch page shows the SCO's pages in a frame of its own, with Previous and Next under it. */
const golfPageOf = (page: Page) => lessonOf(page).frameLocator('#contentFrame');
const golfNextOf = (page: Page) => lessonOf(page).getByRole('button', { name: 'Next ->' });

/** Pages through the SCO to its last page, where its Next button is disabled (the SCO completes itself there). */
async function pageToEnd(page: Page): Promise<void> {
  const next = golfNextOf(page);
  for (let turn = 0; turn < 20 && (await next.isEnabled()); turn++) await next.click();
  await expect(next).toBeDisabled();
}

/**
 * Answers the Golf samples' knowledge check (every answer right, or none given) and submits it; answers the
 * score the test shows.
 */
async function answerTest(page: Page, right: boolean): Promise<number> {
  const quiz = golfPageOf(page);
  await expect(quiz.getByRole('heading', { name: 'Knowledge Check' })).toBeVisible(SCO_OPENED);
  if (right) {
    for (const choice of await quiz.locator('.correctAnswer input[type="radio"]').all()) await choice.check();
    for (const box of await quiz.locator('.correctAnswer:has(input[type="text"])').all()) {
      await box.locator('input').fill(/\((\d+)\)/.exec(await box.innerText())?.[1] ?? '');
    }
  }
  await quiz.getByRole('button', { name: 'Submit Answers' }).click();
  const result = quiz.getByRole('heading', { name: /^Score: \d+$/ });
  await expect(result).toBeVisible();
  return Number((await result.innerText()).replace(/\D/g, ''));
}

/**
 * The real time of the SCO's sessions, as the browser shows them: from the SCO's page loaded in the lesson
 * frame (the samples call Initialize on load) to that page unloaded (where they call Terminate), each seen
 * on the browser's own event, not at an assertion's polling interval.
 */
class Stopwatch {
  private started: number | null = null;
  seconds = 0;
  /** The seconds of the session running now (0 when none is). */
  running(): number {
    return this.started === null ? 0 : (Date.now() - this.started) / 1000;
  }
  watch(page: Page) {
    page.on('framenavigated', (frame) => {
      if (!frame.parentFrame()?.url().includes('/scorm-content/host/')) return;
      if (frame.url() === 'about:blank') {
        // The lesson frame's page unloaded the SCO: its session is over.
        if (this.started !== null) this.seconds += (Date.now() - this.started) / 1000;
        this.started = null;
        return;
      }
      frame.waitForLoadState('load', { timeout: 60_000 }).then(
        () => {
          this.started = Date.now();
        },
        () => undefined,
      );
    });
  }
}

/** The lesson of a course by its title. */
function lessonTitled(course: Course, title: string) {
  const lesson = course.content.scorm.scos.find((item) => item.title === title);
  if (!lesson) throw new Error(`no lesson ${title}`);
  return lesson;
}

/** The sum of the lessons' recorded times, in seconds. */
const recordedSeconds = (course: Course) =>
  course.content.scorm.scos.reduce((sum, lesson) => sum + Number(lesson.scoEnrollment?.totalTime ?? 0), 0);

/** The phone's page fits its width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const LESSON_PAGE = /\/lessons\/\d+\/\d+\/\d+\/\d+\/(single|multi)\/(true|false)$/;
const TREE_PAGE = /\/lms\/\d+\/\d+\/\d+(\/1)?$/;

test('sample RunTimeAdvancedCalls (SCORM 2004 3rd, one SCO passed by measure against 0.8): left mid-way, resumed at its page, passed', async ({
  page,
  browser,
}) => {
  server = await startServer();
  await uploadThroughConsole(browser, server, {
    zip: sample('RunTimeAdvancedCalls_SCORM20043rdEdition.zip'),
    title: 'Golf Explained advanced 2004',
    content: 'Segurança da informação no dia a dia',
  });
  // The SCO asks whether to resume where the member left off: yes.
  page.on('dialog', (dialog) => void dialog.accept());
  const launches = watchLaunches(page);
  const time = new Stopwatch();
  time.watch(page);
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  // One lesson: the course's own request (start) opens it.
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  await expect(golfPageOf(page).getByRole('heading', { name: 'Play of the game' })).toBeVisible(SCO_OPENED);
  const ids = idsOf(page.url());
  await golfNextOf(page).click();
  await expect(golfPageOf(page).getByRole('heading', { name: 'Par' })).toBeVisible();
  await golfNextOf(page).click();
  await expect(golfPageOf(page).getByRole('heading', { name: 'Scoring' })).toBeVisible();
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(/\/level\/\d+(\/cursos-interativos)?$/);

  // Left mid-way: the SCO suspended itself (cmi.exit suspend), at page 3 of 15, incomplete, no score yet.
  const first = await readCourse(page, ids);
  expect(launches).toEqual([{ idSco: ids.idSco, entry: 'ab-initio' }]);
  expect.soft(first.content.scorm.scos[0]?.scoEnrollment).toMatchObject({
    status: 'INCOMPLETE',
    numberOfAccess: 1,
    record: {
      completionStatus: 'incomplete',
      successStatus: 'unknown',
      scoreRaw: null,
      scoreScaled: null,
      location: '2',
      attempt: 1,
    },
  });
  expect.soft(first.content.scorm).toMatchObject({
    sequenced: true,
    nextRequest: 'resumeAll',
    attempt: 1,
    rollup: { completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null },
  });
  expect.soft(first.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS' });

  // Reopened: the same attempt resumes (entry resume) at the saved page; paged to the test and passed.
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  await expect(golfPageOf(page).getByRole('heading', { name: 'Scoring' })).toBeVisible(SCO_OPENED);
  await pageToEnd(page);
  expect(await answerTest(page, true)).toBe(100);
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(/\/level\/\d+(\/cursos-interativos)?$/);
  await expectAccessible(page);

  const done = await readCourse(page, ids);
  expect(launches).toEqual([
    { idSco: ids.idSco, entry: 'ab-initio' },
    { idSco: ids.idSco, entry: 'resume' },
  ]);
  // Success is the score against the manifest's 0.8 (the SCO sets none itself); the SCO's last page is 14.
  expect.soft(done.content.scorm.scos[0]?.scoEnrollment).toMatchObject({
    status: 'PASSED',
    grade: 100,
    numberOfAccess: 2,
    record: {
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 100,
      scoreMin: 0,
      scoreMax: 100,
      scoreScaled: 1,
      location: '14',
      attempt: 1,
    },
  });
  expect.soft(Math.abs(recordedSeconds(done) - time.seconds)).toBeLessThanOrEqual(2);
  expect.soft(done.content.scorm).toMatchObject({
    attempt: 1,
    rollup: { completionStatus: 'completed', successStatus: 'passed', scoreScaled: 1 },
  });
  expect.soft(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 100 });
});

/** The four content SCOs of the Golf sequencing samples: title, first page, last page's index (cmi.location). */
const GOLF_CONTENT = [
  { title: 'Playing the Game', first: 'Play of the game', last: '4' },
  { title: 'Etiquette', first: 'Etiquette - Care For the Course', last: '2' },
  { title: 'Handicapping', first: 'Handicapping', last: '3' },
  { title: 'Having Fun', first: 'How to Have Fun Golfing', last: '1' },
] as const;

/**
 * Plays the Golf samples' content SCOs in the course's order, the first from the course's own button: each
 * paged to its end (where it sets itself completed and passed), then the next one reached `by` the player's
 * next button (the engine decides where `continue` leads once the SCO's attempt ended) or by leaving to the
 * lesson tree and choosing it there (its rule read the global objective the one before wrote). The last one
 * is left to the tree unless `leaveLast` is false. Answers the first lesson page's address.
 */
async function playGolfContent(
  page: Page,
  { by, leaveLast = true }: { by: 'next' | 'tree'; leaveLast?: boolean },
): Promise<string> {
  let first = '';
  const treeUrl = page.url();
  await page.getByRole('button', { name: 'Iniciar curso' }).click();
  for (const [index, lesson] of GOLF_CONTENT.entries()) {
    if (index > 0 && by === 'tree') await page.getByRole('link', { name: new RegExp(lesson.title) }).click();
    await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible(SCO_OPENED);
    await expect(page).toHaveURL(LESSON_PAGE);
    first ||= page.url();
    await expect(golfPageOf(page).getByRole('heading', { name: lesson.first })).toBeVisible(SCO_OPENED);
    await pageToEnd(page);
    const last = index === GOLF_CONTENT.length - 1;
    if (last && !leaveLast) break;
    if (by === 'next' && !last) {
      await page.getByRole('button', { name: 'Próximo' }).click();
      continue;
    }
    await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
    await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));
  }
  return first;
}

/** What a content SCO of the Golf samples records once paged to its end (it sets no score). */
const contentRecord = (location: string, numberOfAccess = 1) => ({
  status: 'PASSED',
  numberOfAccess,
  record: {
    completionStatus: 'completed',
    successStatus: 'passed',
    scoreRaw: null,
    scoreMin: null,
    scoreMax: null,
    scoreScaled: null,
    location,
    attempt: 1,
  },
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sample SequencingForcedSequential (SCORM 2004 3rd, forced order by global objectives): played to the end through the engine at 390 px, suspended and resumed', async ({
    page,
    browser,
  }) => {
    server = await startServer();
    await uploadThroughConsole(browser, server, {
      zip: sample('SequencingForcedSequential_SCORM20043rdEdition.zip'),
      title: 'Golf Explained forced order 2004',
      content: 'Atendimento ao cliente',
    });
    page.on('dialog', (dialog) => void dialog.accept());
    const launches = watchLaunches(page);
    const time = new Stopwatch();
    time.watch(page);
    await enrollInInteractiveCourses(page, server, 'maria@acme.example');
    await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
    await expect(page).toHaveURL(TREE_PAGE);
    const treeUrl = page.url();
    // Only the first SCO is open: each of the others is disabled until the one before is satisfied.
    await expect(page.getByRole('link', { name: /Playing the Game/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Etiquette/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const ids = idsOf(await playGolfContent(page, { by: 'next' }));
    await page.getByRole('link', { name: /Quiz/ }).click();
    await expect(page.getByRole('heading', { name: 'Quiz', level: 1 })).toBeVisible(SCO_OPENED);
    // The player fits the phone: nothing scrolls sideways, the way out is on screen.
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'SAIR DESTE MÓDULO' })).toBeInViewport();
    expect(await answerTest(page, true)).toBe(100);
    await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
    await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));

    const done = await readCourse(page, ids);
    const idOf = (title: string) => lessonTitled(done, title).idSco;
    // One launch per click, in the course's order, each a first attempt.
    expect(launches).toEqual(
      [...GOLF_CONTENT.map((lesson) => lesson.title), 'Quiz'].map((title) => ({
        idSco: idOf(title),
        entry: 'ab-initio',
      })),
    );
    for (const lesson of GOLF_CONTENT) {
      expect
        .soft(lessonTitled(done, lesson.title).scoEnrollment, lesson.title)
        .toMatchObject(contentRecord(lesson.last));
    }
    expect.soft(lessonTitled(done, 'Quiz').scoEnrollment).toMatchObject({
      status: 'PASSED',
      numberOfAccess: 1,
      record: {
        completionStatus: 'completed',
        successStatus: 'passed',
        scoreRaw: 100,
        scoreMin: 0,
        scoreMax: 100,
        scoreScaled: 1,
        location: '0',
        attempt: 1,
      },
    });
    // Every activity completed and satisfied; no score rolls up (every objective measure weight is 0).
    expect.soft(done.content.scorm).toMatchObject({
      attempt: 1,
      rollup: { completionStatus: 'completed', successStatus: 'passed', scoreScaled: null },
    });
    expect.soft(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect.soft(Math.abs(recordedSeconds(done) - time.seconds)).toBeLessThanOrEqual(2);
    await expectNoSidewaysScroll(page);

    // Reopened: the course continues where it was suspended (the quiz, whose SCO always leaves suspended).
    await page.getByRole('button', { name: 'Continuar curso' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz', level: 1 })).toBeVisible(SCO_OPENED);
    await expect(golfPageOf(page).getByRole('heading', { name: 'Knowledge Check' })).toBeVisible(SCO_OPENED);
    await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
    await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));
    const again = await readCourse(page, ids);
    expect(launches.at(-1)).toEqual({ idSco: idOf('Quiz'), entry: 'resume' });
    expect(launches).toHaveLength(6);
    expect.soft(lessonTitled(again, 'Quiz').scoEnrollment).toMatchObject({
      status: 'PASSED',
      numberOfAccess: 2,
      record: { scoreRaw: 100, scoreScaled: 1, successStatus: 'passed', attempt: 1 },
    });
    expect.soft(again.content.scorm).toMatchObject({
      attempt: 1,
      rollup: { completionStatus: 'completed', successStatus: 'passed' },
    });
    expect.soft(Math.abs(recordedSeconds(again) - time.seconds)).toBeLessThanOrEqual(2);
  });
});

test('sample SequencingPostTestRollup (SCORM 2004 3rd, only the post test rolls up): played to the end, the post test failed once, then taken again and passed', async ({
  page,
  browser,
}) => {
  server = await startServer();
  await uploadThroughConsole(browser, server, {
    zip: sample('SequencingPostTestRollup_SCORM20043rdEdition.zip'),
    title: 'Golf Explained post test 2004',
    content: 'Atendimento ao cliente',
  });
  page.on('dialog', (dialog) => void dialog.accept());
  const launches = watchLaunches(page);
  const time = new Stopwatch();
  time.watch(page);
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
  await expect(page).toHaveURL(TREE_PAGE);
  const treeUrl = page.url();
  const ids = idsOf(await playGolfContent(page, { by: 'tree' }));

  // The post test, failed: its SCO ends the attempt (exit normal) on leaving.
  await page.getByRole('link', { name: /Quiz/ }).click();
  await expect(page.getByRole('heading', { name: 'Quiz', level: 1 })).toBeVisible(SCO_OPENED);
  expect(await answerTest(page, false)).toBeLessThan(70);
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));
  const failed = await readCourse(page, ids);
  expect.soft(lessonTitled(failed, 'Quiz').scoEnrollment).toMatchObject({
    status: 'FAILED',
    record: { completionStatus: 'completed', successStatus: 'failed', scoreMin: 0, scoreMax: 100, attempt: 1 },
  });
  // Only the post test counts: the course is completed and failed with the post test's score.
  expect.soft(failed.content.scorm.rollup).toMatchObject({ completionStatus: 'completed', successStatus: 'failed' });

  // Leaving suspended the course while the post test ran (SN TB.2.3: the member's suspendAll suspends the active
  // attempt, whatever the SCO's own exit), so choosing it again resumes that attempt: answered again, passed.
  await page.getByRole('link', { name: /Quiz/ }).click();
  await expect(page.getByRole('heading', { name: 'Quiz', level: 1 })).toBeVisible(SCO_OPENED);
  expect(await answerTest(page, true)).toBe(100);
  await page.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));
  await expectAccessible(page);

  // Closed and reopened: the record read back.
  await page.goto(treeUrl);
  await expect(page.getByRole('link', { name: /Quiz/ })).toBeVisible();
  const done = await readCourse(page, ids);
  const idOf = (title: string) => lessonTitled(done, title).idSco;
  expect(launches).toEqual([
    ...GOLF_CONTENT.map((lesson) => ({ idSco: idOf(lesson.title), entry: 'ab-initio' })),
    { idSco: idOf('Quiz'), entry: 'ab-initio' },
    { idSco: idOf('Quiz'), entry: 'resume' },
  ]);
  for (const lesson of GOLF_CONTENT) {
    expect.soft(lessonTitled(done, lesson.title).scoEnrollment, lesson.title).toMatchObject(contentRecord(lesson.last));
  }
  expect.soft(lessonTitled(done, 'Quiz').scoEnrollment).toMatchObject({
    status: 'PASSED',
    grade: 100,
    numberOfAccess: 2,
    record: {
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 100,
      scoreMin: 0,
      scoreMax: 100,
      scoreScaled: 1,
      location: '0',
      attempt: 1,
    },
  });
  expect.soft(done.content.scorm).toMatchObject({
    attempt: 1,
    rollup: { completionStatus: 'completed', successStatus: 'passed', scoreScaled: 1 },
  });
  expect.soft(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 100 });
  expect.soft(Math.abs(recordedSeconds(done) - time.seconds)).toBeLessThanOrEqual(2);
});

test('sample SequencingRandomTest (SCORM 2004 3rd, a post test drawn from a bank, two tries): the content, a failed test, a retried one passed', async ({
  page,
  browser,
}) => {
  server = await startServer();
  await uploadThroughConsole(browser, server, {
    zip: sample('SequencingRandomTest_SCORM20043rdEdition.zip'),
    title: 'Golf Explained random test 2004',
    content: 'Atendimento ao cliente',
  });
  page.on('dialog', (dialog) => void dialog.accept());
  const launches = watchLaunches(page);
  const time = new Stopwatch();
  time.watch(page);
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /^Atendimento ao cliente/ }).click();
  await expect(page).toHaveURL(TREE_PAGE);
  const treeUrl = page.url();
  // The wrapper around the content and the four tests are hidden: the tree lists the content SCOs only.
  await expect(page.getByRole('link', { name: /Playing the Game/ })).toBeVisible();
  await expect(page.getByText(/Test \d|Content Wrapper/)).toHaveCount(0);
  const ids = idsOf(await playGolfContent(page, { by: 'next', leaveLast: false }));

  // The content done (its hidden wrapper rolls up satisfied when the last SCO's attempt ends), the flow goes
  // on into the post test: one of the four tests, drawn by the engine.
  await page.getByRole('button', { name: 'Próximo' }).click();
  const test = page.getByRole('heading', { name: /^Test \d$/, level: 1 });
  await expect(test).toBeVisible(SCO_OPENED);
  const firstTest = await test.innerText();
  expect(await answerTest(page, false)).toBeLessThan(70);
  // Leaving the failed test: the rules retry the post test (a new attempt, the tests drawn again).
  await page.getByRole('button', { name: 'Próximo' }).click({ timeout: 30_000 });
  // The retried post test's test is launched (it may be the same SCO again).
  await expect.poll(() => launches.length, SCO_OPENED).toBe(GOLF_CONTENT.length + 2);
  await expect(test).toBeVisible(SCO_OPENED);
  const secondTest = await test.innerText();
  expect(await answerTest(page, true)).toBe(100);
  // Passed: the rules end the course (exitAll) and the member is back at the tree.
  await page.getByRole('button', { name: 'Próximo' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`^${treeUrl}(/1)?$`));

  await page.goto(treeUrl);
  await expect(page.getByRole('link', { name: /Playing the Game/ })).toBeVisible();
  const done = await readCourse(page, ids);
  const idOf = (title: string) => lessonTitled(done, title).idSco;
  expect(launches).toEqual([
    ...GOLF_CONTENT.map((lesson) => ({ idSco: idOf(lesson.title), entry: 'ab-initio' })),
    { idSco: idOf(firstTest), entry: 'ab-initio' },
    { idSco: idOf(secondTest), entry: 'ab-initio' },
  ]);
  for (const lesson of GOLF_CONTENT) {
    expect.soft(lessonTitled(done, lesson.title).scoEnrollment, lesson.title).toMatchObject(contentRecord(lesson.last));
  }
  expect.soft(lessonTitled(done, secondTest).scoEnrollment).toMatchObject({
    status: 'PASSED',
    record: {
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 100,
      scoreMin: 0,
      scoreMax: 100,
      scoreScaled: 1,
      location: '0',
    },
  });
  if (firstTest !== secondTest) {
    expect.soft(lessonTitled(done, firstTest).scoEnrollment).toMatchObject({
      status: 'FAILED',
      numberOfAccess: 1,
      record: { completionStatus: 'completed', successStatus: 'failed', scoreMin: 0, scoreMax: 100 },
    });
  }
  // The course's status is the post test's; its score the last test's, carried by the global objective.
  expect.soft(done.content.scorm.rollup).toMatchObject({
    completionStatus: 'completed',
    successStatus: 'passed',
    scoreScaled: 1,
  });
  expect.soft(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 100 });
  expect.soft(Math.abs(recordedSeconds(done) - time.seconds)).toBeLessThanOrEqual(2);
});
