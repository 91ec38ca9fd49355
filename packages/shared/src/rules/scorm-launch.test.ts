import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideEntry,
  decideSequencedEntry,
  INITIAL_LAUNCH,
  type LaunchEffect,
  type LaunchEvent,
  type LaunchState,
  launchStep,
  NAVIGATION_REQUESTS,
  type Navigation,
  parseNavigationRequest,
} from './scorm-launch';

const learner = (request: Navigation['request'], target?: string): LaunchEvent => ({
  type: 'request',
  navigation: target ? { request, target } : { request },
  from: 'learner',
});
const sco = (request: Navigation['request'], target?: string): LaunchEvent => ({
  type: 'request',
  navigation: target ? { request, target } : { request },
  from: 'sco',
});
const ev = (type: Exclude<LaunchEvent['type'], 'request'>) => ({ type }) as LaunchEvent;

/** Runs events from the start and answers the final state and every effect, in order. */
function run(events: LaunchEvent[]): { state: LaunchState; effects: LaunchEffect[] } {
  let state = INITIAL_LAUNCH;
  const effects: LaunchEffect[] = [];
  for (const event of events) {
    const step = launchStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}
const kinds = (effects: LaunchEffect[]) =>
  effects.map((effect) => ('navigation' in effect ? `${effect.type}:${effect.navigation.request}` : effect.type));

describe('one launch of a lesson', () => {
  it.each<[string, LaunchEvent[], string, string[]]>([
    ['nothing happens without a request', [ev('launched'), ev('initialized'), ev('terminated')], 'waiting', []],
    ['a choice launches once', [learner('choice', 'A')], 'launching', ['play:choice']],
    [
      'a second click while launching launches nothing more',
      [learner('choice', 'A'), learner('continue')],
      'left',
      ['play:choice', 'follow:continue'],
    ],
    ['the play answer opens the session', [learner('start'), ev('launched')], 'running', ['play:start']],
    ['a refused launch fails', [learner('start'), ev('launchFailed')], 'failed', ['play:start']],
    [
      'a SCO that ends by itself keeps its last page, with one finish call',
      [learner('start'), ev('launched'), ev('initialized'), ev('terminated')],
      'ended',
      ['play:start', 'finishCall'],
    ],
    [
      'after it ended, the close button goes back without launching it again',
      [learner('start'), ev('launched'), ev('initialized'), ev('terminated'), learner('exit')],
      'left',
      ['play:start', 'finishCall', 'follow:exit'],
    ],
    [
      "the SCO's continue is followed once it terminates",
      [learner('start'), ev('launched'), ev('initialized'), sco('continue'), ev('terminated')],
      'left',
      ['play:start', 'finishCall', 'follow:continue'],
    ],
    [
      "the SCO's exitAll goes back to the lessons, with one finish call",
      [learner('start'), ev('launched'), ev('initialized'), sco('exitAll'), ev('terminated')],
      'left',
      ['play:start', 'finishCall', 'follow:exitAll'],
    ],
    [
      "the SCO's suspendAll goes back to the lessons",
      [learner('start'), ev('launched'), ev('initialized'), sco('suspendAll'), ev('terminated')],
      'left',
      ['play:start', 'finishCall', 'follow:suspendAll'],
    ],
    [
      'a choice made by the SCO names its target',
      [learner('start'), ev('launched'), ev('initialized'), sco('choice', 'B'), ev('terminated')],
      'left',
      ['play:start', 'finishCall', 'follow:choice'],
    ],
    [
      'the close button unloads the SCO and waits for it to finish',
      [learner('start'), ev('launched'), ev('initialized'), learner('exit')],
      'closing',
      ['play:start', 'unloadSco'],
    ],
    [
      'the SCO finishing as it unloads lets the player go',
      [learner('start'), ev('launched'), ev('initialized'), learner('exit'), ev('terminated')],
      'left',
      ['play:start', 'unloadSco', 'finishCall', 'follow:exit'],
    ],
    [
      'a SCO that does not finish in time: what changed is sent, then the player goes',
      [learner('start'), ev('launched'), ev('initialized'), learner('continue'), ev('unloadTimedOut')],
      'left',
      ['play:start', 'unloadSco', 'send', 'finishCall', 'follow:continue'],
    ],
    [
      "the member's request wins over one the SCO makes while it closes",
      [learner('start'), ev('launched'), ev('initialized'), learner('previous'), sco('continue'), ev('terminated')],
      'left',
      ['play:start', 'unloadSco', 'finishCall', 'follow:previous'],
    ],
    [
      'a SCO that never talked to the run-time is left at once',
      [learner('start'), ev('launched'), learner('exit')],
      'left',
      ['play:start', 'finishCall', 'follow:exit'],
    ],
    ['leaving before anything launched follows the request only', [learner('exit')], 'left', ['follow:exit']],
    [
      'a hidden page sends what changed once, until it is seen again',
      [learner('start'), ev('launched'), ev('initialized'), ev('pageHidden'), ev('pageHidden'), ev('pageGone')],
      'running',
      ['play:start', 'send'],
    ],
    [
      'a closed tab ends the session once, without a finish call',
      [learner('start'), ev('launched'), ev('initialized'), ev('pageGone'), ev('pageGone'), ev('terminated')],
      'left',
      ['play:start', 'send'],
    ],
    [
      'a page seen again sends again when hidden again',
      [learner('start'), ev('launched'), ev('pageHidden'), ev('pageShown'), ev('pageHidden')],
      'running',
      ['play:start', 'send', 'send'],
    ],
    [
      'after the launch is left, nothing else happens',
      [
        learner('start'),
        ev('launched'),
        ev('initialized'),
        sco('continue'),
        ev('terminated'),
        learner('choice', 'C'),
        ev('terminated'),
      ],
      'left',
      ['play:start', 'finishCall', 'follow:continue'],
    ],
  ])('%s', (_name, events, phase, effects) => {
    const result = run(events);
    expect(result.state.phase).toBe(phase);
    expect(kinds(result.effects)).toEqual(effects);
  });

  it('follows a choice to its target', () => {
    const { effects } = run([
      learner('start'),
      ev('launched'),
      ev('initialized'),
      sco('choice', 'B'),
      ev('terminated'),
    ]);
    expect(effects.at(-1)).toEqual({ type: 'follow', navigation: { request: 'choice', target: 'B' } });
  });

  const anyEvent: fc.Arbitrary<LaunchEvent> = fc.oneof(
    fc.record({
      type: fc.constant('request' as const),
      navigation: fc.record({ request: fc.constantFrom(...NAVIGATION_REQUESTS) }),
      from: fc.constantFrom('learner' as const, 'sco' as const),
    }),
    fc
      .constantFrom(
        'launched',
        'launchFailed',
        'initialized',
        'terminated',
        'unloadTimedOut',
        'pageHidden',
        'pageShown',
        'pageGone',
      )
      .map((type) => ({ type }) as LaunchEvent),
  );

  it('never launches twice, calls finish at most once and follows at most one request, whatever happens', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const effects = kinds(run(events).effects);
        expect(effects.filter((effect) => effect.startsWith('play')).length).toBeLessThanOrEqual(1);
        expect(effects.filter((effect) => effect === 'finishCall').length).toBeLessThanOrEqual(1);
        expect(effects.filter((effect) => effect.startsWith('follow')).length).toBeLessThanOrEqual(1);
        // The finish call only ever comes after a launch.
        const finish = effects.indexOf('finishCall');
        if (finish >= 0) expect(effects.findIndex((effect) => effect.startsWith('play'))).toBeLessThan(finish);
      }),
    );
  });
});

describe('navigation requests as SCOs write them', () => {
  it.each([
    ['continue', { request: 'continue' }],
    ['exitAll', { request: 'exitAll' }],
    ['suspendAll', { request: 'suspendAll' }],
    ['{target=modulo_2}choice', { request: 'choice', target: 'modulo_2' }],
    ['{target=x}jump', { request: 'jump', target: 'x' }],
    ['_none_', null],
    ['choice', null],
    ['sair', null],
  ])('%s', (value, expected) => {
    expect(parseNavigationRequest(value)).toEqual(expected);
  });
});

describe('how a launch starts (entry and attempts)', () => {
  it.each<[string, '1.2' | '2004', Parameters<typeof decideEntry>[1], ReturnType<typeof decideEntry>]>([
    ['first launch, 1.2', '1.2', null, { entry: 'ab-initio', restore: false, newAttempt: false }],
    ['first launch, 2004', '2004', null, { entry: 'ab-initio', restore: false, newAttempt: false }],
    [
      'after suspend, 1.2',
      '1.2',
      { terminated: true, exit: 'suspend' },
      { entry: 'resume', restore: true, newAttempt: false },
    ],
    [
      'after suspend, 2004',
      '2004',
      { terminated: true, exit: 'suspend' },
      { entry: 'resume', restore: true, newAttempt: false },
    ],
    [
      'after a closed tab, 1.2',
      '1.2',
      { terminated: false, exit: null },
      { entry: 'resume', restore: true, newAttempt: false },
    ],
    [
      'after a closed tab, 2004',
      '2004',
      { terminated: false, exit: '' },
      { entry: 'resume', restore: true, newAttempt: false },
    ],
    [
      'after a normal finish, 1.2',
      '1.2',
      { terminated: true, exit: '' },
      { entry: '', restore: true, newAttempt: false },
    ],
    ['after logout, 1.2', '1.2', { terminated: true, exit: 'logout' }, { entry: '', restore: true, newAttempt: false }],
    [
      'after a normal end, 2004',
      '2004',
      { terminated: true, exit: 'normal' },
      { entry: 'ab-initio', restore: false, newAttempt: true },
    ],
    [
      'after no exit, 2004',
      '2004',
      { terminated: true, exit: '' },
      { entry: 'ab-initio', restore: false, newAttempt: true },
    ],
    [
      'after logout, 2004',
      '2004',
      { terminated: true, exit: 'logout' },
      { entry: 'ab-initio', restore: false, newAttempt: true },
    ],
    [
      'after time-out, 2004',
      '2004',
      { terminated: true, exit: 'time-out' },
      { entry: 'ab-initio', restore: false, newAttempt: true },
    ],
  ])('%s', (_name, version, last, expected) => {
    expect(decideEntry(version, last)).toEqual(expected);
  });
});

describe('how a launch of a sequenced course starts (the engine decides the attempts)', () => {
  const fresh = { entry: 'ab-initio', restore: false, newAttempt: false };
  const resume = { entry: 'resume', restore: true, newAttempt: false };
  const over = { entry: 'ab-initio', restore: false, newAttempt: true };
  it.each<[string, Parameters<typeof decideSequencedEntry>[0], string | null, string, object]>([
    ['first launch', null, null, '1.1', fresh],
    ['suspended by the SCO, resumed by the engine', { terminated: true, exit: 'suspend' }, '1.1', '1.1', resume],
    ['suspended by suspendAll (the SCO set no exit)', { terminated: true, exit: '' }, '1.1', '1.1', resume],
    ['its page closed before it ended', { terminated: false, exit: null }, '1.1', '1.1', resume],
    ['delivered again after its attempt ended', { terminated: true, exit: '' }, '1.1', '1.2', over],
    ['a retry of the activity, even after suspend', { terminated: true, exit: 'suspend' }, '1.1', '1.2', over],
    ['a new attempt on the course', { terminated: true, exit: 'suspend' }, '1.3', '2.1', over],
    ['a record from before the course was sequenced', { terminated: true, exit: 'suspend' }, null, '1.1', over],
  ])('%s', (_name, last, recorded, attempt, expected) => {
    expect(decideSequencedEntry(last, recorded, attempt)).toEqual(expected);
  });

  it('resumes exactly when the engine continues the same attempt', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ terminated: fc.boolean(), exit: fc.option(fc.constantFrom('', 'suspend', 'normal')) })),
        fc.option(fc.constantFrom('1.1', '1.2', '2.1')),
        fc.constantFrom('1.1', '1.2', '2.1'),
        (last, recorded, attempt) => {
          const decision = decideSequencedEntry(last, recorded, attempt);
          expect(decision.entry === 'resume').toBe(last !== null && recorded === attempt);
          expect(decision.restore).toBe(decision.entry === 'resume');
        },
      ),
    );
  });
});
