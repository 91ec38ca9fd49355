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

  // Chosen again: the same attempt on the activity resumes (entry resume), one launch for the click.
  await page.getByRole('link', { name: /How to Play/ }).click();
  await expect(lessonOf(page).getByRole('heading', { name: /Play of the game/ })).toBeVisible(SCO_OPENED);
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

/** The real time of the sessions, measured here: from the SCO's first page shown to the click that ends it. */
class Stopwatch {
  private started = 0;
  seconds = 0;
  start() {
    this.started = Date.now();
  }
  stop() {
    this.seconds += (Date.now() - this.started) / 1000;
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
  await enrollInInteractiveCourses(page, server, 'maria@acme.example');
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  // One lesson: the course's own request (start) opens it.
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  await expect(golfPageOf(page).getByRole('heading', { name: 'Play of the game' })).toBeVisible(SCO_OPENED);
  time.start();
  const ids = idsOf(page.url());
  await golfNextOf(page).click();
  await expect(golfPageOf(page).getByRole('heading', { name: 'Par' })).toBeVisible();
  await golfNextOf(page).click();
  await expect(golfPageOf(page).getByRole('heading', { name: 'Scoring' })).toBeVisible();
  time.stop();
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
  time.start();
  await pageToEnd(page);
  expect(await answerTest(page, true)).toBe(100);
  time.stop();
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
