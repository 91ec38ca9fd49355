import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arePrerequisitesMet, parsePrerequisites } from './scorm-prerequisites';

const statuses: Record<string, string> = {
  intro: 'completed',
  quiz: 'passed',
  lab: 'failed',
  extra: 'incomplete',
  'mod-1.sco_a': 'passed',
};
const met = (expression: string) => arePrerequisitesMet(parsePrerequisites(expression), (id) => statuses[id]);

describe('SCORM 1.2 prerequisites (aicc_script)', () => {
  it.each([
    ['intro', true],
    ['quiz', true],
    ['lab', false],
    ['extra', false],
    ['never_opened', false],
    ['intro & quiz', true],
    ['intro & lab', false],
    ['lab | quiz', true],
    ['~lab', true],
    ['~intro', false],
    ['(lab | extra) & intro', false],
    ['lab | extra & intro', false],
    ['lab | (extra | intro)', true],
    ['lab = failed', true],
    ['lab = "f"', true],
    ['extra <> "not attempted"', true],
    ['never_opened = n', true],
    ['quiz=p&intro=c', true],
    ['2*{intro,quiz,lab}', true],
    ['3*{intro,quiz,lab}', false],
    ['{intro,quiz}', true],
    ['{intro,lab}', false],
    ['mod-1.sco_a', true],
  ])('%s is %s', (expression, expected) => {
    expect(met(expression)).toBe(expected);
  });

  it('lists the identifiers an expression names', () => {
    const parsed = parsePrerequisites('intro & (quiz | 2*{a,b,c}) & lab <> p');
    expect(parsed.ok && parsed.identifiers.sort()).toEqual(['a', 'b', 'c', 'intro', 'lab', 'quiz']);
  });

  it.each(['', '&', 'intro &', '(intro', 'intro)', 'lab = maybe', 'intro quiz', '"open'])(
    'reports "%s" as unreadable and leaves the item unlocked',
    (expression) => {
      const parsed = parsePrerequisites(expression);
      expect(parsed.ok).toBe(false);
      expect(arePrerequisitesMet(parsed, () => 'not attempted')).toBe(true);
    },
  );

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parsed = parsePrerequisites(text);
        expect(typeof arePrerequisitesMet(parsed, () => 'completed')).toBe('boolean');
      }),
    );
  });
});
