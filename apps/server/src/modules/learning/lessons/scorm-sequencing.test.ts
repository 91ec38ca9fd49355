import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSequencingOf } from './package-sequencing';
import { openPackageZip } from './package-zip';
import { launchableItems, parseScormManifest } from './scorm-manifest';
import {
  type EngineActivity,
  readSequencing,
  type SequencingReading,
  UNNAMED_PRIMARY_OBJECTIVE_ID,
} from './scorm-sequencing';
import { viewAttempt } from './sequencing-engine';

const NAMESPACES = [
  'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"',
  'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"',
  'xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"',
  'xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"',
  'xmlns:imsss="http://www.imsglobal.org/xsd/imsss"',
].join(' ');

/** A SCORM 2004 manifest: `items` inside the organization "ORG", resources for R1..R9. */
function manifest2004(
  options: { edition?: string | null; org?: string; orgAttributes?: string; items?: string; collection?: string } = {},
): string {
  const edition = options.edition === undefined ? '2004 4th Edition' : options.edition;
  const metadata =
    edition === null ? '' : `<metadata><schema>ADL SCORM</schema><schemaversion>${edition}</schemaversion></metadata>`;
  const resources = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((n) => `<resource identifier="R${n}" type="webcontent" adlcp:scormType="sco" href="sco${n}.html"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="teste.sequenciamento" version="1" ${NAMESPACES}>
  ${metadata}
  <organizations default="ORG">
    <organization identifier="ORG" ${options.orgAttributes ?? ''}>
      <title>Curso</title>
      ${options.items ?? '<item identifier="SCO_1" identifierref="R1"><title>Lição 1</title></item>'}
      ${options.org ?? ''}
    </organization>
  </organizations>
  <resources>${resources}</resources>
  ${options.collection ? `<imsss:sequencingCollection>${options.collection}</imsss:sequencingCollection>` : ''}
</manifest>`;
}

/** One SCO ("SCO_1") whose item holds `body` (its sequencing, completion threshold, presentation...). */
const oneItem = (body: string, attributes = '') =>
  manifest2004({
    items: `<item identifier="SCO_1" identifierref="R1" ${attributes}><title>Lição 1</title>${body}</item>`,
  });
const seq = (inner: string, attributes = '') => `<imsss:sequencing ${attributes}>${inner}</imsss:sequencing>`;

function find(activity: EngineActivity | undefined, id: string): EngineActivity | undefined {
  if (!activity) return undefined;
  if (activity.id === id) return activity;
  for (const child of activity.children ?? []) {
    const found = find(child, id);
    if (found) return found;
  }
  return undefined;
}
const activityOf = (reading: SequencingReading, id = 'SCO_1') => {
  const activity = find(reading.sequencing?.activityTree, id);
  if (!activity) throw new Error(`no activity ${id}`);
  return activity;
};
/** The item SCO_1 of a one-item manifest, with the warnings its reading gave. */
const readItem = (body: string, attributes = '') => {
  const reading = readSequencing(oneItem(body, attributes));
  return { activity: activityOf(reading), warnings: reading.warnings, reading };
};

const DEFAULT_CONTROLS = {
  choice: true,
  choiceExit: true,
  flow: false,
  forwardOnly: false,
  useCurrentAttemptObjectiveInfo: true,
  useCurrentAttemptProgressInfo: true,
  preventActivation: false,
  constrainChoice: false,
  rollupObjectiveSatisfied: true,
  rollupProgressCompletion: true,
  objectiveMeasureWeight: 1,
  randomizationTiming: 'never',
  selectCount: null,
  randomizeChildren: false,
  selectionTiming: 'never',
};
const NO_EXTENDED = {
  readRawScore: false,
  writeRawScore: false,
  readMinScore: false,
  writeMinScore: false,
  readMaxScore: false,
  writeMaxScore: false,
  readCompletionStatus: false,
  writeCompletionStatus: false,
  readProgressMeasure: false,
  writeProgressMeasure: false,
};

describe('controlMode', () => {
  it.each([
    ['no sequencing at all', '', {}],
    ['an empty controlMode', seq('<imsss:controlMode/>'), {}],
    ['flow and no choice', seq('<imsss:controlMode choice="false" flow="true"/>'), { choice: false, flow: true }],
    [
      'every attribute',
      seq(
        '<imsss:controlMode choice="false" choiceExit="false" flow="true" forwardOnly="true" useCurrentAttemptObjectiveInfo="false" useCurrentAttemptProgressInfo="false"/>',
      ),
      {
        choice: false,
        choiceExit: false,
        flow: true,
        forwardOnly: true,
        useCurrentAttemptObjectiveInfo: false,
        useCurrentAttemptProgressInfo: false,
      },
    ],
    ['1 and 0 as booleans', seq('<imsss:controlMode choice="0" flow="1"/>'), { choice: false, flow: true }],
  ])('reads %s over the standard defaults (flow false, choice true)', (_name, body, expected) => {
    const { activity, warnings } = readItem(body);
    expect(activity.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, ...expected });
    expect(warnings).toEqual([]);
  });

  it('keeps the default of a malformed boolean and says so', () => {
    const { activity, warnings } = readItem(seq('<imsss:controlMode flow="sim" choice="false"/>'));
    expect(activity.sequencingControls).toMatchObject({ flow: false, choice: false });
    expect(warnings).toEqual([
      'flow="sim" no item "Lição 1" (SCO_1) não é true nem false; foi usado o padrão (false).',
    ]);
  });

  it('gives the organization its own controls as the root activity', () => {
    const reading = readSequencing(
      manifest2004({ org: seq('<imsss:controlMode choice="false" flow="true" forwardOnly="true"/>') }),
    );
    expect(reading.sequencing?.activityTree).toMatchObject({
      id: 'ORG',
      title: 'Curso',
      sequencingControls: { ...DEFAULT_CONTROLS, choice: false, flow: true, forwardOnly: true },
    });
  });
});

describe('sequencingRules', () => {
  const rules = (inner: string) => seq(`<imsss:sequencingRules>${inner}</imsss:sequencingRules>`);
  const rule = (kind: string, action: string, conditions: string, combination = '') =>
    `<imsss:${kind}><imsss:ruleConditions ${combination}>${conditions}</imsss:ruleConditions><imsss:ruleAction action="${action}"/></imsss:${kind}>`;

  it.each([
    ['preConditionRule', 'skip', 'preConditionRules'],
    ['preConditionRule', 'disabled', 'preConditionRules'],
    ['preConditionRule', 'hiddenFromChoice', 'preConditionRules'],
    ['preConditionRule', 'stopForwardTraversal', 'preConditionRules'],
    ['exitConditionRule', 'exit', 'exitConditionRules'],
    ['postConditionRule', 'exitParent', 'postConditionRules'],
    ['postConditionRule', 'exitAll', 'postConditionRules'],
    ['postConditionRule', 'retry', 'postConditionRules'],
    ['postConditionRule', 'retryAll', 'postConditionRules'],
    ['postConditionRule', 'continue', 'postConditionRules'],
    ['postConditionRule', 'previous', 'postConditionRules'],
  ])('reads a %s with the action %s', (kind, action, list) => {
    const { activity, warnings } = readItem(rules(rule(kind, action, '<imsss:ruleCondition condition="satisfied"/>')));
    expect(activity.sequencingRules).toEqual({
      [list]: [{ action, conditionCombination: 'all', conditions: [{ condition: 'satisfied' }] }],
    });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['satisfied'],
    ['objectiveStatusKnown'],
    ['objectiveMeasureKnown'],
    ['completed'],
    ['activityProgressKnown'],
    ['attempted'],
    ['attemptLimitExceeded'],
    ['timeLimitExceeded'],
    ['outsideAvailableTimeRange'],
    ['always'],
  ])('reads the condition %s', (condition) => {
    const { activity } = readItem(
      rules(rule('preConditionRule', 'skip', `<imsss:ruleCondition condition="${condition}"/>`)),
    );
    expect(activity.sequencingRules?.preConditionRules?.[0]?.conditions).toEqual([{ condition }]);
  });

  it.each([
    ['objectiveMeasureGreaterThan', 'measureThreshold="0.75"', 0.75],
    ['objectiveMeasureLessThan', 'measureThreshold="-0.5"', -0.5],
    ['objectiveMeasureGreaterThan', '', 0],
  ])('gives %s its measureThreshold (%s) as the engine threshold', (condition, attribute, threshold) => {
    const { activity } = readItem(
      rules(rule('preConditionRule', 'skip', `<imsss:ruleCondition condition="${condition}" ${attribute}/>`)),
    );
    expect(activity.sequencingRules?.preConditionRules?.[0]?.conditions).toEqual([
      { condition, parameters: { threshold } },
    ]);
  });

  it('reads operator, conditionCombination and a referenced objective of the activity', () => {
    const { activity, warnings } = readItem(
      seq(`<imsss:sequencingRules>${rule(
        'preConditionRule',
        'disabled',
        '<imsss:ruleCondition referencedObjective="pre" operator="not" condition="satisfied"/><imsss:ruleCondition operator="noOp" condition="attempted"/>',
        'conditionCombination="any"',
      )}</imsss:sequencingRules>
      <imsss:objectives><imsss:primaryObjective objectiveID="main"/><imsss:objective objectiveID="pre"/></imsss:objectives>`),
    );
    expect(activity.sequencingRules?.preConditionRules).toEqual([
      {
        action: 'disabled',
        conditionCombination: 'any',
        conditions: [
          { condition: 'satisfied', operator: 'not', referencedObjective: 'pre' },
          { condition: 'attempted' },
        ],
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps the order of rules of each kind', () => {
    const { activity } = readItem(
      rules(
        rule('postConditionRule', 'retry', '<imsss:ruleCondition condition="satisfied" operator="not"/>') +
          rule('preConditionRule', 'skip', '<imsss:ruleCondition condition="completed"/>') +
          rule('postConditionRule', 'exitAll', '<imsss:ruleCondition condition="always"/>'),
      ),
    );
    expect(activity.sequencingRules?.postConditionRules?.map((r) => r.action)).toEqual(['retry', 'exitAll']);
    expect(activity.sequencingRules?.preConditionRules?.map((r) => r.action)).toEqual(['skip']);
    expect(activity.sequencingRules?.exitConditionRules).toBeUndefined();
  });

  it.each([
    [
      'an action of another kind of rule',
      rule('postConditionRule', 'skip', '<imsss:ruleCondition condition="satisfied"/>'),
      'Uma regra de pós-condição no item "Lição 1" (SCO_1) tem a ação "skip", que não vale para postConditionRule (exitParent, exitAll, retry, retryAll, continue, previous); a regra foi ignorada.',
    ],
    [
      'an unknown condition',
      rule('preConditionRule', 'skip', '<imsss:ruleCondition condition="passed"/>'),
      'Uma regra de pré-condição no item "Lição 1" (SCO_1) tem a condição "passed", que não existe no SCORM 2004; a regra foi ignorada.',
    ],
    [
      'no condition',
      '<imsss:exitConditionRule><imsss:ruleConditions/><imsss:ruleAction action="exit"/></imsss:exitConditionRule>',
      'Uma regra de saída no item "Lição 1" (SCO_1) não tem ruleCondition e foi ignorada.',
    ],
    [
      'no action',
      '<imsss:preConditionRule><imsss:ruleConditions><imsss:ruleCondition condition="always"/></imsss:ruleConditions></imsss:preConditionRule>',
      'Uma regra de pré-condição no item "Lição 1" (SCO_1) não tem ruleAction com action e foi ignorada.',
    ],
  ])('drops a rule with %s, with a warning', (_name, inner, warning) => {
    const { activity, warnings } = readItem(rules(inner));
    expect(activity.sequencingRules).toEqual({});
    expect(warnings).toEqual([warning]);
  });

  it('warns about an unknown operator, combination and threshold and keeps the defaults', () => {
    const { activity, warnings } = readItem(
      rules(
        rule(
          'preConditionRule',
          'skip',
          '<imsss:ruleCondition condition="objectiveMeasureLessThan" operator="nao" measureThreshold="2"/>',
          'conditionCombination="some"',
        ),
      ),
    );
    expect(activity.sequencingRules?.preConditionRules).toEqual([
      {
        action: 'skip',
        conditionCombination: 'all',
        conditions: [{ condition: 'objectiveMeasureLessThan', parameters: { threshold: 0 } }],
      },
    ]);
    expect(warnings).toEqual([
      'operator="nao" no item "Lição 1" (SCO_1) não é um valor válido (noOp, not); foi usado o padrão "noOp".',
      'measureThreshold "2" no item "Lição 1" (SCO_1) não é um número de -1 a 1; foi usado o padrão (0).',
      'conditionCombination="some" no item "Lição 1" (SCO_1) não é um valor válido (all, any); foi usado o padrão "all".',
    ]);
  });

  it('warns when a condition references an objective the activity does not declare', () => {
    const { activity, warnings } = readItem(
      rules(
        rule(
          'preConditionRule',
          'disabled',
          '<imsss:ruleCondition referencedObjective="ghost" condition="satisfied"/>',
        ),
      ),
    );
    expect(activity.sequencingRules?.preConditionRules?.[0]?.conditions[0]).toEqual({
      condition: 'satisfied',
      referencedObjective: 'ghost',
    });
    expect(warnings).toEqual([
      'Uma regra no item "Lição 1" (SCO_1) consulta o objetivo "ghost" (referencedObjective), que a atividade não declara; a condição será avaliada como falsa.',
    ]);
  });
});

describe('limitConditions', () => {
  it.each([
    ['<imsss:limitConditions attemptLimit="3"/>', { attemptLimit: 3 }, []],
    [
      '<imsss:limitConditions attemptAbsoluteDurationLimit="PT1H30M"/>',
      { attemptAbsoluteDurationLimit: 'PT1H30M' },
      [],
    ],
    [
      '<imsss:limitConditions attemptLimit="2" attemptAbsoluteDurationLimit="P1DT2.5S"/>',
      { attemptLimit: 2, attemptAbsoluteDurationLimit: 'P1DT2.5S' },
      [],
    ],
    ['<imsss:limitConditions attemptLimit="0"/>', {}, []],
    [
      '<imsss:limitConditions attemptLimit="dois"/>',
      {},
      ['attemptLimit="dois" no item "Lição 1" (SCO_1) não é um inteiro maior ou igual a zero e foi ignorado.'],
    ],
    [
      '<imsss:limitConditions attemptLimit="-1" attemptAbsoluteDurationLimit="1 hora"/>',
      {},
      [
        'attemptLimit="-1" no item "Lição 1" (SCO_1) não é um inteiro maior ou igual a zero e foi ignorado.',
        'attemptAbsoluteDurationLimit="1 hora" no item "Lição 1" (SCO_1) não é uma duração ISO 8601 (como PT1H30M) e foi ignorado.',
      ],
    ],
    [
      '<imsss:limitConditions beginTimeLimit="2030-01-01T00:00:00" activityAbsoluteDurationLimit="PT1H"/>',
      {},
      [
        'O limite activityAbsoluteDurationLimit no item "Lição 1" (SCO_1) não é suportado pelo SCORM 2004 (só attemptLimit e attemptAbsoluteDurationLimit) e foi ignorado.',
        'O limite beginTimeLimit no item "Lição 1" (SCO_1) não é suportado pelo SCORM 2004 (só attemptLimit e attemptAbsoluteDurationLimit) e foi ignorado.',
      ],
    ],
  ])('reads %s', (element, expected, expectedWarnings) => {
    const { activity, warnings } = readItem(seq(element));
    expect({
      attemptLimit: activity.attemptLimit,
      attemptAbsoluteDurationLimit: activity.attemptAbsoluteDurationLimit,
    }).toEqual({
      attemptLimit: undefined,
      attemptAbsoluteDurationLimit: undefined,
      ...expected,
    });
    expect(warnings).toEqual(expectedWarnings);
  });
});

describe('rollupRules', () => {
  const rollup = (attributes: string, inner = '') =>
    seq(`<imsss:rollupRules ${attributes}>${inner}</imsss:rollupRules>`);
  const rollupRule = (attributes: string, conditions: string, action: string, combination = '') =>
    `<imsss:rollupRule ${attributes}><imsss:rollupConditions ${combination}>${conditions}</imsss:rollupConditions><imsss:rollupAction action="${action}"/></imsss:rollupRule>`;

  it.each([
    ['', {}],
    [
      'rollupObjectiveSatisfied="false" rollupProgressCompletion="false" objectiveMeasureWeight="0"',
      { rollupObjectiveSatisfied: false, rollupProgressCompletion: false, objectiveMeasureWeight: 0 },
    ],
    ['objectiveMeasureWeight="0.25"', { objectiveMeasureWeight: 0.25 }],
  ])('reads the rollup controls %s into the sequencing controls', (attributes, expected) => {
    const { activity, warnings } = readItem(rollup(attributes));
    expect(activity.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, ...expected });
    expect(activity.rollupRules).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('keeps the default weight of an out-of-range objectiveMeasureWeight', () => {
    const { activity, warnings } = readItem(rollup('objectiveMeasureWeight="1.5"'));
    expect(activity.sequencingControls?.objectiveMeasureWeight).toBe(1);
    expect(warnings).toEqual([
      'objectiveMeasureWeight "1.5" no item "Lição 1" (SCO_1) não é um número de 0 a 1; foi usado o padrão (1).',
    ]);
  });

  it.each([
    ['', 'all', 0, 0],
    ['childActivitySet="any"', 'any', 0, 0],
    ['childActivitySet="none"', 'none', 0, 0],
    ['childActivitySet="atLeastCount" minimumCount="2"', 'atLeastCount', 2, 0],
    ['childActivitySet="atLeastPercent" minimumPercent="0.5"', 'atLeastPercent', 0, 50],
    ['childActivitySet="atLeastPercent" minimumPercent="0.333"', 'atLeastPercent', 0, 33.3],
  ])(
    'reads the rule %s (minimumPercent as the engine percentage)',
    (attributes, consideration, minimumCount, minimumPercent) => {
      const { activity } = readItem(
        rollup('', rollupRule(attributes, '<imsss:rollupCondition condition="satisfied"/>', 'satisfied')),
      );
      expect(activity.rollupRules).toEqual({
        rules: [
          {
            action: 'satisfied',
            consideration,
            conditionCombination: 'any',
            minimumCount,
            minimumPercent,
            conditions: [{ condition: 'satisfied' }],
          },
        ],
      });
    },
  );

  it.each([['satisfied'], ['notSatisfied'], ['completed'], ['incomplete']])('reads the action %s', (action) => {
    const { activity } = readItem(rollup('', rollupRule('', '<imsss:rollupCondition condition="completed"/>', action)));
    expect(activity.rollupRules?.rules[0]?.action).toBe(action);
  });

  it.each([
    ['satisfied', { condition: 'satisfied' }],
    ['objectiveStatusKnown', { condition: 'objectiveStatusKnown' }],
    ['objectiveMeasureKnown', { condition: 'objectiveMeasureKnown' }],
    ['completed', { condition: 'completed' }],
    ['activityProgressKnown', { condition: 'progressKnown' }],
    ['attempted', { condition: 'attempted' }],
    ['attemptLimitExceeded', { condition: 'attemptLimitExceeded' }],
  ])('reads the condition %s', (condition, expected) => {
    const { activity, warnings } = readItem(
      rollup('', rollupRule('', `<imsss:rollupCondition condition="${condition}"/>`, 'satisfied')),
    );
    expect(activity.rollupRules?.rules[0]?.conditions).toEqual([expected]);
    expect(warnings).toEqual([]);
  });

  it('reads the operator and conditionCombination (any by default, all when said)', () => {
    const { activity } = readItem(
      rollup(
        '',
        rollupRule(
          'childActivitySet="all"',
          '<imsss:rollupCondition operator="not" condition="satisfied"/><imsss:rollupCondition condition="attempted"/>',
          'notSatisfied',
          'conditionCombination="all"',
        ),
      ),
    );
    expect(activity.rollupRules?.rules[0]).toMatchObject({
      conditionCombination: 'all',
      conditions: [{ condition: 'satisfied', operator: 'not' }, { condition: 'attempted' }],
    });
  });

  it.each([
    ['timeLimitExceeded', '', { condition: 'always', operator: 'not' }],
    ['outsideAvailableTimeRange', 'operator="not"', { condition: 'always' }],
  ])(
    'turns %s %s, which the engine cannot evaluate in rollup, into the false it would give',
    (condition, operator, expected) => {
      const { activity, warnings } = readItem(
        rollup('', rollupRule('', `<imsss:rollupCondition condition="${condition}" ${operator}/>`, 'incomplete')),
      );
      expect(activity.rollupRules?.rules[0]?.conditions).toEqual([expected]);
      expect(warnings).toEqual([
        `Uma regra de rollup no item "Lição 1" (SCO_1) usa a condição "${condition}", que o motor de sequenciamento não avalia no rollup; ela conta como falsa.`,
      ]);
    },
  );

  it.each([
    [
      rollupRule('', '<imsss:rollupCondition condition="satisfied"/>', 'passed'),
      'tem a ação "passed", que não existe (satisfied, notSatisfied, completed, incomplete); a regra foi ignorada.',
    ],
    [
      rollupRule('', '<imsss:rollupCondition condition="always"/>', 'completed'),
      'tem a condição "always", que não existe no SCORM 2004; a regra foi ignorada.',
    ],
    [rollupRule('', '', 'completed'), 'não tem rollupCondition e foi ignorada.'],
  ])('drops a malformed rule: %s', (inner, warning) => {
    const { activity, warnings } = readItem(rollup('', inner));
    expect(activity.rollupRules).toBeUndefined();
    expect(warnings).toEqual([`Uma regra de rollup no item "Lição 1" (SCO_1) ${warning}`]);
  });

  it('keeps defaults for a malformed childActivitySet, minimumCount and minimumPercent', () => {
    const { activity, warnings } = readItem(
      rollup(
        '',
        rollupRule(
          'childActivitySet="most" minimumCount="x" minimumPercent="50"',
          '<imsss:rollupCondition condition="completed"/>',
          'completed',
        ),
      ),
    );
    expect(activity.rollupRules?.rules[0]).toMatchObject({ consideration: 'all', minimumCount: 0, minimumPercent: 0 });
    expect(warnings).toHaveLength(3);
  });
});

describe('adlseq:rollupConsiderations and adlseq:constrainedChoiceConsiderations', () => {
  it('gives every consideration its default (always, measureSatisfactionIfActive true) when the element is empty', () => {
    const { activity } = readItem(seq('<adlseq:rollupConsiderations/>'));
    expect(activity.rollupConsiderations).toEqual({
      requiredForSatisfied: 'always',
      requiredForNotSatisfied: 'always',
      requiredForCompleted: 'always',
      requiredForIncomplete: 'always',
      measureSatisfactionIfActive: true,
    });
  });

  it('reads each requirement and measureSatisfactionIfActive', () => {
    const { activity, warnings } = readItem(
      seq(
        '<adlseq:rollupConsiderations requiredForSatisfied="ifAttempted" requiredForNotSatisfied="ifNotSkipped" requiredForCompleted="ifNotSuspended" requiredForIncomplete="ifAttempted" measureSatisfactionIfActive="false"/>',
      ),
    );
    expect(activity.rollupConsiderations).toEqual({
      requiredForSatisfied: 'ifAttempted',
      requiredForNotSatisfied: 'ifNotSkipped',
      requiredForCompleted: 'ifNotSuspended',
      requiredForIncomplete: 'ifAttempted',
      measureSatisfactionIfActive: false,
    });
    expect(warnings).toEqual([]);
  });

  it('leaves considerations to the engine when the manifest says nothing', () => {
    expect(readItem('').activity.rollupConsiderations).toBeUndefined();
  });

  it('warns about an unknown requirement', () => {
    const { activity, warnings } = readItem(seq('<adlseq:rollupConsiderations requiredForCompleted="sometimes"/>'));
    expect(activity.rollupConsiderations?.requiredForCompleted).toBe('always');
    expect(warnings).toEqual([
      'requiredForCompleted="sometimes" no item "Lição 1" (SCO_1) não é um valor válido (always, ifAttempted, ifNotSkipped, ifNotSuspended); foi usado o padrão "always".',
    ]);
  });

  it.each([
    ['<adlseq:constrainedChoiceConsiderations/>', { preventActivation: false, constrainChoice: false }],
    [
      '<adlseq:constrainedChoiceConsiderations preventActivation="true"/>',
      { preventActivation: true, constrainChoice: false },
    ],
    [
      '<adlseq:constrainedChoiceConsiderations preventActivation="true" constrainChoice="true"/>',
      { preventActivation: true, constrainChoice: true },
    ],
  ])('reads %s into the sequencing controls', (element, expected) => {
    expect(readItem(seq(element)).activity.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, ...expected });
  });
});

describe('objectives', () => {
  const objectives = (inner: string, extra = '') => seq(`<imsss:objectives>${inner}</imsss:objectives>${extra}`);

  it('reads the primary objective with satisfiedByMeasure and minNormalizedMeasure, and secondary objectives', () => {
    const { activity, warnings } = readItem(
      objectives(
        '<imsss:primaryObjective objectiveID="PRIMARY" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure></imsss:primaryObjective><imsss:objective objectiveID="obj_a"/><imsss:objective objectiveID="obj_b" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>-0.2</imsss:minNormalizedMeasure></imsss:objective>',
      ),
    );
    expect(activity.primaryObjective).toEqual({
      objectiveID: 'PRIMARY',
      satisfiedByMeasure: true,
      minNormalizedMeasure: 0.8,
      mapInfo: [],
    });
    expect(activity.objectives).toEqual([
      { objectiveID: 'obj_a', satisfiedByMeasure: false, minNormalizedMeasure: 1, mapInfo: [] },
      { objectiveID: 'obj_b', satisfiedByMeasure: true, minNormalizedMeasure: -0.2, mapInfo: [] },
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads a mapInfo with the standard defaults (read true, write false) and no extended maps', () => {
    const { activity, reading } = readItem(
      objectives(
        '<imsss:primaryObjective objectiveID="P"><imsss:mapInfo targetObjectiveID="g.one"/><imsss:mapInfo targetObjectiveID="g.two" readSatisfiedStatus="false" readNormalizedMeasure="false" writeSatisfiedStatus="true" writeNormalizedMeasure="true"/></imsss:primaryObjective>',
      ),
    );
    expect(activity.primaryObjective?.mapInfo).toEqual([
      {
        targetObjectiveID: 'g.one',
        readSatisfiedStatus: true,
        readNormalizedMeasure: true,
        writeSatisfiedStatus: false,
        writeNormalizedMeasure: false,
        ...NO_EXTENDED,
      },
      {
        targetObjectiveID: 'g.two',
        readSatisfiedStatus: false,
        readNormalizedMeasure: false,
        writeSatisfiedStatus: true,
        writeNormalizedMeasure: true,
        ...NO_EXTENDED,
      },
    ]);
    expect(reading.mappedObjectiveIds).toEqual(['g.one', 'g.two']);
  });

  it('joins the 4th edition adlseq:mapInfo to the imsss:mapInfo of the same target, with its defaults (read true, write false)', () => {
    const { activity, warnings } = readItem(
      objectives(
        '<imsss:primaryObjective objectiveID="P"><imsss:mapInfo targetObjectiveID="g.score" writeNormalizedMeasure="true"/></imsss:primaryObjective><imsss:objective objectiveID="S"/>',
        '<adlseq:objectives><adlseq:objective objectiveID="P"><adlseq:mapInfo targetObjectiveID="g.score" writeRawScore="true" writeMinScore="true" writeMaxScore="true" readCompletionStatus="false"/></adlseq:objective><adlseq:objective objectiveID="S"><adlseq:mapInfo targetObjectiveID="g.progress" writeProgressMeasure="true" writeCompletionStatus="true"/></adlseq:objective></adlseq:objectives>',
      ),
    );
    expect(activity.primaryObjective?.mapInfo).toEqual([
      {
        targetObjectiveID: 'g.score',
        readSatisfiedStatus: true,
        readNormalizedMeasure: true,
        writeSatisfiedStatus: false,
        writeNormalizedMeasure: true,
        readRawScore: true,
        writeRawScore: true,
        readMinScore: true,
        writeMinScore: true,
        readMaxScore: true,
        writeMaxScore: true,
        readCompletionStatus: false,
        writeCompletionStatus: false,
        readProgressMeasure: true,
        writeProgressMeasure: false,
      },
    ]);
    // A target only the extension names maps nothing of satisfaction or measure.
    expect(activity.objectives?.[0]?.mapInfo).toEqual([
      {
        targetObjectiveID: 'g.progress',
        readSatisfiedStatus: false,
        readNormalizedMeasure: false,
        writeSatisfiedStatus: false,
        writeNormalizedMeasure: false,
        readRawScore: true,
        writeRawScore: false,
        readMinScore: true,
        writeMinScore: false,
        readMaxScore: true,
        writeMaxScore: false,
        readCompletionStatus: true,
        writeCompletionStatus: true,
        readProgressMeasure: true,
        writeProgressMeasure: true,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('warns about an adlseq:objective that names no declared objective', () => {
    const { warnings } = readItem(
      objectives(
        '<imsss:primaryObjective objectiveID="P"/>',
        '<adlseq:objectives><adlseq:objective objectiveID="Q"><adlseq:mapInfo targetObjectiveID="g"/></adlseq:objective></adlseq:objectives>',
      ),
    );
    expect(warnings).toEqual([
      'O adlseq:objective "Q" no item "Lição 1" (SCO_1) não corresponde a nenhum objetivo de imsss:objectives e foi ignorado.',
    ]);
  });

  it('names an unnamed primary objective that sequencing needs with a blank id the run-time does not show', () => {
    const { activity } = readItem(
      objectives(
        '<imsss:primaryObjective satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective>',
      ),
    );
    expect(activity.primaryObjective).toEqual({
      objectiveID: UNNAMED_PRIMARY_OBJECTIVE_ID,
      satisfiedByMeasure: true,
      minNormalizedMeasure: 0.6,
      mapInfo: [],
    });
    expect(UNNAMED_PRIMARY_OBJECTIVE_ID.trim()).toBe('');
  });

  it('leaves out an unnamed primary objective that changes nothing', () => {
    expect(readItem(objectives('<imsss:primaryObjective/>')).activity.primaryObjective).toBeUndefined();
  });

  it.each([
    [
      '<imsss:primaryObjective objectiveID="P" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>80</imsss:minNormalizedMeasure></imsss:primaryObjective>',
      'minNormalizedMeasure "80" no item "Lição 1" (SCO_1) não é um número de -1 a 1; foi usado o padrão (1).',
    ],
    ['<imsss:objective/>', 'Um imsss:objective no item "Lição 1" (SCO_1) não tem objectiveID e foi ignorado.'],
    [
      '<imsss:objective objectiveID="A"/><imsss:objective objectiveID="A"/>',
      'O objetivo "A" aparece duas vezes no item "Lição 1" (SCO_1); vale o primeiro.',
    ],
    [
      '<imsss:objective objectiveID="A"><imsss:mapInfo readSatisfiedStatus="true"/></imsss:objective>',
      'Um mapInfo no item "Lição 1" (SCO_1) não tem targetObjectiveID e foi ignorado.',
    ],
  ])('warns about %s', (inner, warning) => {
    expect(readItem(objectives(inner)).warnings).toEqual([warning]);
  });
});

describe('randomizationControls and deliveryControls', () => {
  it.each([
    ['<imsss:randomizationControls/>', {}],
    [
      '<imsss:randomizationControls randomizationTiming="onEachNewAttempt" reorderChildren="true"/>',
      { randomizationTiming: 'onEachNewAttempt', randomizeChildren: true },
    ],
    [
      '<imsss:randomizationControls selectionTiming="once" selectCount="1" randomizationTiming="once"/>',
      { selectionTiming: 'once', selectCount: 1, randomizationTiming: 'once' },
    ],
  ])('reads %s (reorderChildren is the engine randomizeChildren)', (element, expected) => {
    const { activity, warnings } = readItem(seq(element));
    expect(activity.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, ...expected });
    expect(warnings).toEqual([]);
  });

  it('keeps defaults for an unknown timing and a malformed selectCount', () => {
    const { activity, warnings } = readItem(
      seq('<imsss:randomizationControls selectionTiming="always" selectCount="1.5"/>'),
    );
    expect(activity.sequencingControls).toEqual(DEFAULT_CONTROLS);
    expect(warnings).toEqual([
      'selectCount="1.5" no item "Lição 1" (SCO_1) não é um inteiro maior ou igual a zero e foi ignorado.',
      'selectionTiming="always" no item "Lição 1" (SCO_1) não é um valor válido (never, once, onEachNewAttempt); foi usado o padrão "never".',
    ]);
  });

  it.each([
    ['<imsss:deliveryControls/>', { tracked: true, completionSetByContent: false, objectiveSetByContent: false }],
    [
      '<imsss:deliveryControls tracked="false" completionSetByContent="true" objectiveSetByContent="true"/>',
      { tracked: false, completionSetByContent: true, objectiveSetByContent: true },
    ],
  ])('reads %s', (element, expected) => {
    expect(readItem(seq(element)).activity.deliveryControls).toEqual(expected);
  });
});

describe('adlcp:completionThreshold', () => {
  it.each([
    [
      '<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75" progressWeight="0.5"/>',
      { completedByMeasure: true, minProgressMeasure: 0.75, progressWeight: 0.5 },
    ],
    [
      '<adlcp:completionThreshold completedByMeasure="true"/>',
      { completedByMeasure: true, minProgressMeasure: 1, progressWeight: 1 },
    ],
    [
      '<adlcp:completionThreshold minProgressMeasure="0.4"/>',
      { completedByMeasure: false, minProgressMeasure: 0.4, progressWeight: 1 },
    ],
    [
      '<adlcp:completionThreshold>0.8</adlcp:completionThreshold>',
      { completedByMeasure: true, minProgressMeasure: 0.8, progressWeight: 1 },
    ],
  ])('reads %s', (element, expected) => {
    const { activity, warnings } = readItem(element);
    expect(activity.completionThreshold).toEqual(expected);
    expect(warnings).toEqual([]);
  });

  it.each([
    [
      '<adlcp:completionThreshold>oitenta</adlcp:completionThreshold>',
      undefined,
      'completionThreshold "oitenta" no item "Lição 1" (SCO_1) não é um número de 0 a 1; foi ignorado.',
    ],
    [
      '<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="1.2"/>',
      { completedByMeasure: true, minProgressMeasure: 1, progressWeight: 1 },
      'minProgressMeasure "1.2" no item "Lição 1" (SCO_1) não é um número de 0 a 1; foi usado o padrão (1).',
    ],
  ])('warns about %s', (element, expected, warning) => {
    const { activity, warnings } = readItem(element);
    expect(activity.completionThreshold).toEqual(expected);
    expect(warnings).toEqual([warning]);
  });

  it('leaves the threshold out when there is none', () => {
    expect(readItem('').activity.completionThreshold).toBeUndefined();
  });
});

describe('adlnav:presentation, adlcp:data, isvisible and timeLimitAction', () => {
  const presentation = (...tokens: string[]) =>
    `<adlnav:presentation><adlnav:navigationInterface>${tokens.map((token) => `<adlnav:hideLMSUI>${token}</adlnav:hideLMSUI>`).join('')}</adlnav:navigationInterface></adlnav:presentation>`;

  it('reads every hideLMSUI token, once each', () => {
    const { activity, warnings } = readItem(
      presentation('previous', 'continue', 'exit', 'exitAll', 'abandon', 'abandonAll', 'suspendAll', 'continue'),
    );
    expect(activity.hideLmsUi).toEqual([
      'previous',
      'continue',
      'exit',
      'exitAll',
      'abandon',
      'abandonAll',
      'suspendAll',
    ]);
    expect(warnings).toEqual([]);
  });

  it('drops an unknown hideLMSUI token with a warning', () => {
    const { activity, warnings } = readItem(presentation('jump', 'exit'));
    expect(activity.hideLmsUi).toEqual(['exit']);
    expect(warnings).toEqual([
      'hideLMSUI "jump" no item "Lição 1" (SCO_1) não é um controle conhecido (previous, continue, exit, exitAll, abandon, abandonAll, suspendAll) e foi ignorado.',
    ]);
  });

  it('reads shared data maps with the standard defaults (read and write true)', () => {
    const { activity, reading, warnings } = readItem(
      '<adlcp:data><adlcp:map targetID="notes"/><adlcp:map targetID="score.board" readSharedData="false" writeSharedData="false"/><adlcp:map readSharedData="true"/></adlcp:data>',
    );
    expect(activity.sharedDataMaps).toEqual([
      { targetID: 'notes', readSharedData: true, writeSharedData: true },
      { targetID: 'score.board', readSharedData: false, writeSharedData: false },
    ]);
    expect(reading.sharedDataIds).toEqual(['notes', 'score.board']);
    expect(warnings).toEqual(['Um adlcp:map no item "Lição 1" (SCO_1) não tem targetID e foi ignorado.']);
  });

  it.each([
    ['', true, []],
    ['isvisible="false"', false, []],
    [
      'isvisible="talvez"',
      true,
      ['isvisible="talvez" no item "Lição 1" (SCO_1) não é true nem false; foi usado o padrão (true).'],
    ],
  ])('reads %s as visible %s', (attributes, isVisible, expectedWarnings) => {
    const { activity, warnings } = readItem('', attributes);
    expect(activity.isVisible).toBe(isVisible);
    expect(warnings).toEqual(expectedWarnings);
  });

  it.each([
    ['<adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>', 'exit,message', []],
    ['<adlcp:timeLimitAction>continue, no message</adlcp:timeLimitAction>', 'continue,no message', []],
    [
      '<adlcp:timeLimitAction>stop</adlcp:timeLimitAction>',
      undefined,
      ['timeLimitAction "stop" no item "Lição 1" (SCO_1) não é um valor do SCORM 2004 e foi ignorado.'],
    ],
  ])('reads %s', (element, expected, expectedWarnings) => {
    const { activity, warnings } = readItem(element);
    expect(activity.timeLimitAction).toBe(expected);
    expect(warnings).toEqual(expectedWarnings);
  });
});

describe('the organization', () => {
  it.each([
    ['', true, true],
    ['adlseq:objectivesGlobalToSystem="false"', false, true],
    ['adlcp:sharedDataGlobalToSystem="false"', true, false],
    ['adlseq:objectivesGlobalToSystem="false" adlcp:sharedDataGlobalToSystem="false"', false, false],
  ])('reads %s', (orgAttributes, objectivesGlobalToSystem, sharedDataGlobalToSystem) => {
    const reading = readSequencing(manifest2004({ orgAttributes }));
    expect(reading).toMatchObject({ objectivesGlobalToSystem, sharedDataGlobalToSystem });
  });

  it('uses the default organization, as the manifest reader does', () => {
    const xml = manifest2004().replace(
      '<organizations default="ORG">',
      '<organizations default="ORG"><organization identifier="OTHER"><title>Outra</title><item identifier="X" identifierref="R2"><title>X</title></item></organization>',
    );
    expect(readSequencing(xml).sequencing?.activityTree?.id).toBe('ORG');
  });

  it('without an organization, makes each SCO resource a leaf, as the manifest reader does', () => {
    const xml = manifest2004().replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>');
    const reading = readSequencing(xml);
    expect(reading.sequencing?.activityTree?.children?.map((child) => child.id)).toEqual([
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
      'R8',
      'R9',
    ]);
    expect(reading.deliverableIds).toHaveLength(9);
  });
});

describe('the activity tree', () => {
  const tree = `
    <item identifier="MOD_1"><title>Módulo 1</title>
      <item identifier="A" identifierref="R1"><title>A</title></item>
      <item identifier="B" identifierref="R2"><title>B</title></item>
      <item identifier="EMPTY"><title>Vazio</title></item>
    </item>
    <item identifier="C" identifierref="R3"><title>C</title></item>`;

  it('nests clusters and leaves in manifest order and lists the deliverable leaves', () => {
    const reading = readSequencing(manifest2004({ items: tree }));
    const root = reading.sequencing?.activityTree;
    expect(root?.children?.map((child) => child.id)).toEqual(['MOD_1', 'C']);
    expect(root?.children?.[0]?.children?.map((child) => child.id)).toEqual(['A', 'B']);
    expect(root?.children?.[1]?.children).toBeUndefined();
    expect(reading.deliverableIds).toEqual(['A', 'B', 'C']);
    // The manifest reader already warns about the empty item.
    expect(reading.warnings).toEqual([]);
  });

  it('makes an item with subitems a cluster even when it also names a resource', () => {
    const reading = readSequencing(
      manifest2004({
        items:
          '<item identifier="M" identifierref="R1"><title>M</title><item identifier="A" identifierref="R2"><title>A</title></item></item>',
      }),
    );
    expect(reading.deliverableIds).toEqual(['A']);
    expect(reading.warnings).toEqual([
      'O item "M" tem subitens e também aponta para um recurso; no SCORM 2004 só as folhas são entregues, e o recurso não será aberto pelo sequenciamento.',
    ]);
  });

  it('warns about repeated identifiers and items without one', () => {
    const reading = readSequencing(
      manifest2004({
        items:
          '<item identifier="A" identifierref="R1"><title>A</title></item><item identifier="A" identifierref="R2"><title>A de novo</title></item><item identifierref="R3"><title>Sem id</title></item>',
      }),
    );
    expect(reading.warnings).toEqual([
      'O identificador "A" se repete no manifesto; a navegação por ele fica ambígua.',
      'O item "Sem id" não tem identifier, não pode ser uma atividade e foi ignorado com seus subitens.',
    ]);
    expect(reading.deliverableIds).toEqual(['A', 'A']);
  });

  it('warns about elements outside SCORM 2004 sequencing and auxiliaryResources', () => {
    const { warnings } = readItem(
      seq(
        '<imsss:auxiliaryResources><imsss:auxiliaryResource auxiliaryResourceID="ajuda" purpose="help"/></imsss:auxiliaryResources><imsss:controlModes/>',
      ),
    );
    expect(warnings).toEqual([
      'O elemento <imsss:controlModes> no item "Lição 1" (SCO_1) não faz parte do sequenciamento SCORM 2004 e foi ignorado.',
      'auxiliaryResources no item "Lição 1" (SCO_1) não tem comportamento definido no SCORM 2004 e foi ignorado.',
    ]);
  });
});

describe('sequencingCollection', () => {
  const collection = `
    <imsss:sequencing ID="shared">
      <imsss:controlMode choice="false" flow="true"/>
      <imsss:rollupRules objectiveMeasureWeight="0"/>
      <imsss:deliveryControls completionSetByContent="true"/>
      <imsss:objectives><imsss:primaryObjective objectiveID="from_collection"/></imsss:objectives>
      <imsss:limitConditions attemptLimit="oito"/>
    </imsss:sequencing>`;
  const items = (local: string) =>
    `<item identifier="A" identifierref="R1"><title>A</title>${seq(local, 'IDRef="shared"')}</item>
     <item identifier="B" identifierref="R2"><title>B</title>${seq('', 'IDRef="shared"')}</item>`;

  it('applies the referenced entry, replaced element by element by the item own elements', () => {
    const reading = readSequencing(
      manifest2004({
        collection,
        items: items(
          '<imsss:controlMode forwardOnly="true"/><imsss:objectives><imsss:primaryObjective objectiveID="local"/></imsss:objectives>',
        ),
      }),
    );
    const a = activityOf(reading, 'A');
    // The local controlMode replaces the collection's whole element: choice and flow are back to their defaults.
    expect(a.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, forwardOnly: true, objectiveMeasureWeight: 0 });
    expect(a.deliveryControls).toEqual({ tracked: true, completionSetByContent: true, objectiveSetByContent: false });
    expect(a.primaryObjective?.objectiveID).toBe('local');
    const b = activityOf(reading, 'B');
    expect(b.sequencingControls).toEqual({ ...DEFAULT_CONTROLS, choice: false, flow: true, objectiveMeasureWeight: 0 });
    expect(b.primaryObjective?.objectiveID).toBe('from_collection');
    // The entry is read once: its warning is given once for both items.
    expect(reading.warnings).toEqual([
      'attemptLimit="oito" no sequenciamento reutilizável "shared" não é um inteiro maior ou igual a zero e foi ignorado.',
    ]);
  });

  it('uses only the local sequencing when IDRef names no entry, with a warning', () => {
    const reading = readSequencing(
      manifest2004({
        items: `<item identifier="A" identifierref="R1"><title>A</title>${seq('<imsss:controlMode flow="true"/>', 'IDRef="missing"')}</item>`,
      }),
    );
    expect(activityOf(reading, 'A').sequencingControls).toEqual({ ...DEFAULT_CONTROLS, flow: true });
    expect(reading.warnings).toEqual([
      'O sequenciamento no item "A" aponta (IDRef) para "missing", que não existe em sequencingCollection; só o sequenciamento do próprio item foi usado.',
    ]);
  });

  it('warns about entries without ID and repeated IDs', () => {
    const reading = readSequencing(
      manifest2004({
        collection: `${seq('<imsss:controlMode flow="true"/>', 'ID="dup"')}${seq('<imsss:controlMode choice="false"/>', 'ID="dup"')}${seq('')}`,
        items: `<item identifier="A" identifierref="R1"><title>A</title>${seq('', 'IDRef="dup"')}</item>`,
      }),
    );
    expect(activityOf(reading, 'A').sequencingControls).toEqual({ ...DEFAULT_CONTROLS, flow: true });
    expect(reading.warnings).toEqual([
      'O ID "dup" aparece duas vezes em sequencingCollection; vale o primeiro.',
      'Um sequenciamento de sequencingCollection não tem o atributo ID e foi ignorado.',
    ]);
  });
});

describe('edition', () => {
  it.each([
    ['2004 4th Edition', '', '4th'],
    ['2004 3rd Edition', '', '3rd'],
    ['CAM 1.3', '', '2nd'],
    [null, '', null],
    [null, '<adlcp:data><adlcp:map targetID="x"/></adlcp:data>', '4th'],
    [null, '<adlcp:completionThreshold completedByMeasure="true"/>', '4th'],
  ])('reads schemaversion %s with %s as edition %s', (edition, body, expected) => {
    const xml = manifest2004({
      edition,
      items: `<item identifier="SCO_1" identifierref="R1"><title>L</title>${body}</item>`,
    });
    expect(readSequencing(xml).edition).toBe(expected);
  });

  it('reads 4th edition elements in a 3rd edition manifest, with a warning', () => {
    const reading = readSequencing(
      manifest2004({
        edition: '2004 3rd Edition',
        items: `<item identifier="SCO_1" identifierref="R1"><title>L</title><adlcp:data><adlcp:map targetID="x"/></adlcp:data></item>`,
      }),
    );
    expect(activityOf(reading).sharedDataMaps).toEqual([
      { targetID: 'x', readSharedData: true, writeSharedData: true },
    ]);
    expect(reading.warnings).toEqual([
      'O manifesto declara SCORM 2004 3ª edição, mas usa <adlcp:data> da 4ª edição; foram lidos mesmo assim.',
    ]);
  });
});

describe('input that is not a SCORM 2004 manifest', () => {
  it('answers no sequencing, without a warning, for SCORM 1.2', () => {
    const xml = `<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><metadata><schemaversion>1.2</schemaversion></metadata><organizations default="O"><organization identifier="O"><item identifier="I" identifierref="R"/></organization></organizations><resources><resource identifier="R" adlcp:scormtype="sco" href="a.html"/></resources></manifest>`;
    expect(readSequencing(xml)).toMatchObject({ version: '1.2', sequencing: null, warnings: [] });
  });

  it.each([
    ['<manifest><organizations>', 'O imsmanifest.xml não é um XML válido (linha 1); o sequenciamento não foi lido.'],
    ['', 'O imsmanifest.xml não é um XML válido (linha 1); o sequenciamento não foi lido.'],
    ['<package/>', 'O imsmanifest.xml não tem o elemento manifest; o sequenciamento não foi lido.'],
  ])('answers a warning, never a throw, for %j', (xml, warning) => {
    expect(readSequencing(Buffer.from(xml))).toMatchObject({ version: null, sequencing: null, warnings: [warning] });
  });

  it('never throws and always answers settings that survive JSON, whatever the attribute values', () => {
    const value = fc.oneof(
      fc.constantFrom('true', 'false', '1', '0', '', '-1', '0.5', '1e3', 'NaN', 'always', 'not', 'any', 'x', 'PT1H'),
      fc.string({ maxLength: 6 }),
    );
    const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    fc.assert(
      fc.property(fc.array(value, { minLength: 24, maxLength: 24 }), (values) => {
        let index = 0;
        const v = () => escapeXml(values[index++ % values.length] as string);
        const xml = oneItem(
          `${seq(
            `<imsss:controlMode choice="${v()}" flow="${v()}"/>
             <imsss:sequencingRules><imsss:preConditionRule><imsss:ruleConditions conditionCombination="${v()}"><imsss:ruleCondition condition="${v()}" operator="${v()}" measureThreshold="${v()}" referencedObjective="${v()}"/></imsss:ruleConditions><imsss:ruleAction action="${v()}"/></imsss:preConditionRule></imsss:sequencingRules>
             <imsss:limitConditions attemptLimit="${v()}" attemptAbsoluteDurationLimit="${v()}"/>
             <imsss:rollupRules objectiveMeasureWeight="${v()}"><imsss:rollupRule childActivitySet="${v()}" minimumCount="${v()}" minimumPercent="${v()}"><imsss:rollupConditions><imsss:rollupCondition condition="${v()}"/></imsss:rollupConditions><imsss:rollupAction action="${v()}"/></imsss:rollupRule></imsss:rollupRules>
             <imsss:objectives><imsss:primaryObjective objectiveID="${v()}" satisfiedByMeasure="${v()}"><imsss:minNormalizedMeasure>${v()}</imsss:minNormalizedMeasure><imsss:mapInfo targetObjectiveID="${v()}" readSatisfiedStatus="${v()}"/></imsss:primaryObjective></imsss:objectives>
             <imsss:randomizationControls selectCount="${v()}" randomizationTiming="${v()}"/>`,
            `IDRef="${v()}"`,
          )}<adlcp:completionThreshold>${v()}</adlcp:completionThreshold>`,
          `isvisible="${v()}"`,
        );
        const reading = readSequencing(xml);
        expect(reading.sequencing).not.toBeNull();
        expect(JSON.parse(JSON.stringify(reading.sequencing))).toEqual(reading.sequencing);
        for (const warning of reading.warnings) expect(warning).toMatch(/^\S.*\.$/);
      }),
      { numRuns: 150 },
    );
  });
});

const FIXTURES = fileURLToPath(new URL('../../../../test/fixtures/scorm/', import.meta.url));

/** A fixture package's manifest, read as the importer reads it. */
async function fixtureManifest(name: string): Promise<{ bytes: Buffer; lessonIds: string[] }> {
  const zip = await openPackageZip(`${FIXTURES}${name}.zip`);
  try {
    const bytes = await zip.read(zip.files.get('imsmanifest.xml') as NonNullable<ReturnType<typeof zip.files.get>>);
    const hasFile = (path: string) =>
      zip.files.has(path) ? path : [...zip.files.keys()].find((file) => file.toLowerCase() === path.toLowerCase());
    const lessonIds = launchableItems(parseScormManifest(bytes, { hasFile }).organization.items).map(
      (item) => item.identifier,
    );
    return { bytes, lessonIds };
  } finally {
    zip.close();
  }
}

const CONTENT_SCOS = ['playing_item', 'etuqiette_item', 'handicapping_item', 'havingfun_item'];

describe('the public sample packages', () => {
  it('SCORM 1.2 single SCO: no sequencing', async () => {
    const { bytes } = await fixtureManifest('ContentPackagingSingleSCO_SCORM12');
    expect(readSequencing(bytes)).toMatchObject({ version: '1.2', edition: null, sequencing: null, warnings: [] });
  });

  it('minimum run-time calls: four modules of SCOs with every default of the standard', async () => {
    const { bytes, lessonIds } = await fixtureManifest('RuntimeMinimumCalls_SCORM20043rdEdition');
    const reading = readSequencing(bytes);
    expect(reading).toMatchObject({ version: '2004', edition: '3rd', objectivesGlobalToSystem: true, warnings: [] });
    const root = reading.sequencing?.activityTree;
    expect(root?.sequencingControls).toEqual(DEFAULT_CONTROLS);
    expect(root?.children?.map((module) => [module.id, module.children?.length])).toEqual([
      ['playing_item', 6],
      ['etiquette_item', 4],
      ['handicapping_item', 5],
      ['havingfun_item', 3],
    ]);
    expect(reading.deliverableIds).toEqual(lessonIds);
    expect(reading.deliverableIds).toHaveLength(18);
    expect(activityOf(reading, 'playing_quiz_item').primaryObjective).toBeUndefined();
  });

  it('advanced run-time calls: the primary objective satisfied by measure 0.8 and four secondary objectives', async () => {
    const { bytes, lessonIds } = await fixtureManifest('RunTimeAdvancedCalls_SCORM20043rdEdition');
    const reading = readSequencing(bytes);
    expect(reading).toMatchObject({
      edition: '3rd',
      objectivesGlobalToSystem: false,
      warnings: [],
      deliverableIds: lessonIds,
    });
    expect(reading.sequencing?.activityTree?.sequencingControls).toMatchObject({ choice: true, flow: true });
    const sco = activityOf(reading, 'item_1');
    expect(sco.primaryObjective).toEqual({
      objectiveID: 'PRIMARYOBJ',
      satisfiedByMeasure: true,
      minNormalizedMeasure: 0.8,
      mapInfo: [],
    });
    expect(sco.objectives?.map((objective) => objective.objectiveID)).toEqual([
      'obj_etiquette',
      'obj_handicapping',
      'obj_havingfun',
      'obj_playing',
    ]);
    expect(sco.deliveryControls).toEqual({ tracked: true, completionSetByContent: true, objectiveSetByContent: true });
  });

  it('forced sequential order: choice and flow, each SCO disabled until the previous one is satisfied', async () => {
    const { bytes, lessonIds } = await fixtureManifest('SequencingForcedSequential_SCORM20043rdEdition');
    const reading = readSequencing(bytes);
    expect(reading).toMatchObject({
      edition: '3rd',
      objectivesGlobalToSystem: false,
      warnings: [],
      deliverableIds: lessonIds,
    });
    expect(reading.sequencing?.activityTree?.sequencingControls).toMatchObject({
      choice: true,
      flow: true,
      forwardOnly: false,
    });
    const global = (name: string) => `com.scorm.golfsamples.sequencing.forcedsequential.${name}_satisfied`;
    const order = [...CONTENT_SCOS, 'assessment_item'];
    for (const [index, id] of order.entries()) {
      const sco = activityOf(reading, id);
      // From the shared collection entry: no score rolls up, and the content reports its own status.
      expect(sco.sequencingControls?.objectiveMeasureWeight).toBe(0);
      expect(sco.deliveryControls).toEqual({
        tracked: true,
        completionSetByContent: true,
        objectiveSetByContent: true,
      });
      if (index === 0) {
        expect(sco.sequencingRules).toBeUndefined();
        continue;
      }
      expect(sco.sequencingRules?.preConditionRules).toEqual([
        {
          action: 'disabled',
          conditionCombination: 'any',
          conditions: [
            { condition: 'satisfied', operator: 'not', referencedObjective: 'previous_sco_satisfied' },
            { condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'previous_sco_satisfied' },
          ],
        },
      ]);
      const previous = ['playing', 'etiquette', 'handicapping', 'havingfun'][index - 1] as string;
      expect(sco.objectives?.find((objective) => objective.objectiveID === 'previous_sco_satisfied')?.mapInfo).toEqual([
        {
          targetObjectiveID: global(previous),
          readSatisfiedStatus: true,
          readNormalizedMeasure: true,
          writeSatisfiedStatus: false,
          writeNormalizedMeasure: false,
          ...NO_EXTENDED,
        },
      ]);
    }
    expect(activityOf(reading, 'playing_item').primaryObjective?.mapInfo?.[0]).toMatchObject({
      targetObjectiveID: global('playing'),
      readSatisfiedStatus: true,
      writeSatisfiedStatus: true,
    });
  });

  it('post test rollup: only the post test contributes to the course', async () => {
    const { bytes, lessonIds } = await fixtureManifest('SequencingPostTestRollup_SCORM20043rdEdition');
    const reading = readSequencing(bytes);
    expect(reading).toMatchObject({ edition: '3rd', warnings: [], deliverableIds: lessonIds });
    for (const id of CONTENT_SCOS) {
      expect(activityOf(reading, id).sequencingControls).toMatchObject({
        rollupObjectiveSatisfied: false,
        rollupProgressCompletion: false,
        objectiveMeasureWeight: 0,
      });
    }
    const quiz = activityOf(reading, 'assessment_item');
    expect(quiz.sequencingControls).toMatchObject({
      rollupObjectiveSatisfied: true,
      rollupProgressCompletion: true,
      objectiveMeasureWeight: 1,
    });
    expect(quiz.primaryObjective).toEqual({
      objectiveID: 'assessment_satisfied',
      satisfiedByMeasure: false,
      minNormalizedMeasure: 1,
      mapInfo: [],
    });
  });

  it('random test: the post test reordered on each attempt, two attempts, retry and exit rules, score through a global objective', async () => {
    const { bytes, lessonIds } = await fixtureManifest('SequencingRandomTest_SCORM20043rdEdition');
    const reading = readSequencing(bytes);
    expect(reading).toMatchObject({
      edition: '3rd',
      objectivesGlobalToSystem: false,
      warnings: [],
      deliverableIds: lessonIds,
    });
    const wrapper = activityOf(reading, 'content_wrapper');
    expect(wrapper).toMatchObject({
      isVisible: false,
      sequencingControls: {
        flow: true,
        rollupObjectiveSatisfied: false,
        rollupProgressCompletion: false,
        objectiveMeasureWeight: 0,
      },
    });
    const postTest = activityOf(reading, 'posttest_item');
    // The manifest reorders the bank on each new attempt and flow delivers the first; it sets no selectCount.
    expect(postTest.sequencingControls).toEqual({
      ...DEFAULT_CONTROLS,
      choice: false,
      flow: true,
      randomizationTiming: 'onEachNewAttempt',
      randomizeChildren: true,
    });
    expect(postTest.attemptLimit).toBe(2);
    expect(postTest.sequencingRules?.postConditionRules?.map((rule) => rule.action)).toEqual([
      'retry',
      'retry',
      'exitAll',
    ]);
    expect(postTest.rollupRules?.rules.map((rule) => [rule.consideration, rule.action])).toEqual([
      ['any', 'satisfied'],
      ['any', 'notSatisfied'],
    ]);
    const score = 'com.scorm.golfsamples.sequencing.randomtest.course_score';
    expect(postTest.primaryObjective?.mapInfo).toEqual([
      {
        targetObjectiveID: score,
        readSatisfiedStatus: false,
        readNormalizedMeasure: true,
        writeSatisfiedStatus: false,
        writeNormalizedMeasure: false,
        ...NO_EXTENDED,
      },
    ]);
    for (const id of ['test_1', 'test_2', 'test_3', 'test_4']) {
      const test = activityOf(reading, id);
      expect(test).toMatchObject({ isVisible: false, hideLmsUi: ['suspendAll'] });
      expect(test.sequencingRules).toEqual({
        postConditionRules: [
          { action: 'exitParent', conditionCombination: 'all', conditions: [{ condition: 'always' }] },
        ],
      });
      expect(test.primaryObjective?.mapInfo).toEqual([
        {
          targetObjectiveID: score,
          readSatisfiedStatus: false,
          readNormalizedMeasure: false,
          writeSatisfiedStatus: false,
          writeNormalizedMeasure: true,
          ...NO_EXTENDED,
        },
      ]);
    }
    expect(reading.mappedObjectiveIds.sort()).toEqual([
      'com.scorm.golfsamples.sequencing.randomtest.content_completed',
      score,
    ]);
  });
});

/** What the tests read of an activity the engine built (its state snapshot is not typed). */
type BuiltActivity = {
  id: string;
  completionStatus: string;
  successStatus: string;
  objectiveNormalizedMeasure: number;
  sequencingControls: { flow: boolean };
  children: BuiltActivity[];
};

/** scorm-again's API with the tree, recording what it delivers. */
function engineFor(reading: SequencingReading) {
  const delivered: string[] = [];
  const api = new Scorm2004API({
    logLevel: 5,
    sequencing: {
      ...reading.sequencing,
      eventListeners: { onActivityDelivery: (activity) => delivered.push(activity.id) },
    },
  });
  /** Plays the delivered SCO as content would: sets `values`, asks `request`, terminates; the next SCO initializes. */
  const finish = (values: Record<string, string>, request?: string) => {
    for (const [element, value] of Object.entries(values)) expect(api.SetValue(element, value)).toBe('true');
    if (request) api.SetValue('adl.nav.request', request);
    expect(api.Terminate('')).toBe('true');
  };
  const next = () => {
    api.reset();
    expect(api.Initialize('')).toBe('true');
  };
  const root = () => (api.getSequencingState() as { rootActivity: BuiltActivity }).rootActivity;
  return { api, delivered, finish, next, root };
}

const passed = { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed' };

describe("scorm-again's engine takes the tree", () => {
  // The engine writes every delivery to console.debug, whatever its log level.
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the activities with the controls as read, not its own defaults', () => {
    const { api, root } = engineFor(readSequencing(manifest2004()));
    const built = root();
    expect(built.id).toBe('ORG');
    expect(built.sequencingControls.flow).toBe(false);
    expect(built.children.map((child) => child.id)).toEqual(['SCO_1']);
    expect(api.Initialize('')).toBe('true');
  });

  it('a course without sequencing (flow false, as the standard defaults) delivers nothing until the learner chooses', async () => {
    const reading = readSequencing((await fixtureManifest('RuntimeMinimumCalls_SCORM20043rdEdition')).bytes);
    const { api, delivered } = engineFor(reading);
    expect(api.Initialize('')).toBe('true');
    expect(delivered).toEqual([]);
    expect(api.processNavigationRequest('choice', 'etiquette_play_item')).toBe(true);
    expect(delivered).toEqual(['etiquette_play_item']);
  });

  it('forced order: delivers in order, lets the learner go back but not past the next SCO', async () => {
    const reading = readSequencing((await fixtureManifest('SequencingForcedSequential_SCORM20043rdEdition')).bytes);
    const { api, delivered, finish, next } = engineFor(reading);
    const canChoose = (id: string) => api.GetValue(`adl.nav.request_valid.choice.{target=${id}}`);
    expect(api.Initialize('')).toBe('true');
    expect(delivered).toEqual(['playing_item']);
    expect(canChoose('etuqiette_item')).toBe('false');
    finish(passed, 'continue');
    next();
    expect(delivered).toEqual(['playing_item', 'etuqiette_item']);
    expect([canChoose('playing_item'), canChoose('handicapping_item')]).toEqual(['true', 'false']);
    expect(api.processNavigationRequest('choice', 'havingfun_item')).toBe(false);
  });

  it('post test rollup: the course takes the post test status and score, not the content', async () => {
    const reading = readSequencing((await fixtureManifest('SequencingPostTestRollup_SCORM20043rdEdition')).bytes);
    const { api, delivered, finish, next, root } = engineFor(reading);
    expect(api.Initialize('')).toBe('true');
    for (const _sco of CONTENT_SCOS) {
      finish(passed, 'continue');
      next();
    }
    expect(delivered).toEqual([...CONTENT_SCOS, 'assessment_item']);
    expect(root().completionStatus).not.toBe('completed');
    finish({ ...passed, 'cmi.score.scaled': '0.9' }, 'exitAll');
    expect(root()).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      objectiveNormalizedMeasure: 0.9,
    });
  });

  it('random test: two failed tries end the course completed and failed, with the last score', async () => {
    const reading = readSequencing((await fixtureManifest('SequencingRandomTest_SCORM20043rdEdition')).bytes);
    const { api, delivered, finish, next, root } = engineFor(reading);
    expect(api.Initialize('')).toBe('true');
    for (const _sco of CONTENT_SCOS) {
      finish(passed, 'continue');
      next();
    }
    const failed = { 'cmi.completion_status': 'completed', 'cmi.success_status': 'failed', 'cmi.score.scaled': '0.3' };
    finish(failed);
    next();
    finish(failed);
    const tests = delivered.slice(CONTENT_SCOS.length);
    expect(tests).toHaveLength(2);
    for (const test of tests) expect(test).toMatch(/^test_[1-4]$/);
    expect(root()).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'failed',
      objectiveNormalizedMeasure: 0.3,
    });
  });

  it('an unnamed primary objective satisfied by measure passes on the score without showing in cmi.objectives', () => {
    const reading = readSequencing(
      manifest2004({
        org: seq('<imsss:controlMode flow="true"/>'),
        items: `<item identifier="SCO_1" identifierref="R1"><title>Prova</title>${seq(
          '<imsss:objectives><imsss:primaryObjective satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective></imsss:objectives>',
        )}</item>`,
      }),
    );
    const { api, delivered, finish, root } = engineFor(reading);
    expect(api.Initialize('')).toBe('true');
    expect(delivered).toEqual(['SCO_1']);
    expect(api.GetValue('cmi.objectives._count')).toBe('0');
    finish({ 'cmi.score.scaled': '0.7', 'cmi.completion_status': 'completed' }, 'exitAll');
    expect(root().children[0]).toMatchObject({ successStatus: 'passed' });
  });
});

describe("the server's view of an attempt reads the member's global objectives", () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('forced order: what another page wrote to a global objective unlocks the SCO whose rule reads it', async () => {
    const reading = readSequencing((await fixtureManifest('SequencingForcedSequential_SCORM20043rdEdition')).bytes);
    const stored = storedSequencingOf(reading) as NonNullable<ReturnType<typeof storedSequencingOf>>;
    const { api } = engineFor(reading);
    const engine = api as unknown as {
      serializeSequencingState: () => string;
      renderCommitObject: (terminate: boolean) => { globalObjectives?: Record<string, unknown> };
    };
    expect(api.Initialize('')).toBe('true');
    // The state as it was kept when the first SCO was delivered.
    const delivered = engine.serializeSequencingState();
    for (const [element, value] of Object.entries({ ...passed, 'cmi.exit': 'suspend' })) api.SetValue(element, value);
    api.SetValue('adl.nav.request', 'suspendAll');
    expect(api.Terminate('')).toBe('true');
    const globals = engine.renderCommitObject(false).globalObjectives ?? {};
    expect(Object.keys(globals)).toContain('com.scorm.golfsamples.sequencing.forcedsequential.playing_satisfied');

    expect(viewAttempt(stored, delivered, globals).activities.get('etuqiette_item')).toMatchObject({ disabled: false });
    expect(viewAttempt(stored, delivered, globals).activities.get('handicapping_item')).toMatchObject({
      disabled: true,
    });
    expect(viewAttempt(stored, delivered).activities.get('etuqiette_item')).toMatchObject({ disabled: true });
    const suspended = engine.serializeSequencingState();
    expect(viewAttempt(stored, suspended, globals).activities.get('etuqiette_item')).toMatchObject({
      disabled: false,
      choice: true,
    });
  });

  it("the course's score is rolled up only from children that count towards it (SN RB.1.1)", async () => {
    const quiz = {
      ...passed,
      'cmi.score.scaled': '1',
      'cmi.score.raw': '100',
      'cmi.score.min': '0',
      'cmi.score.max': '100',
    };
    const rootAfterPlaying = async (name: string) => {
      const reading = readSequencing((await fixtureManifest(name)).bytes);
      const stored = storedSequencingOf(reading) as NonNullable<ReturnType<typeof storedSequencingOf>>;
      const { api, delivered, finish, next } = engineFor(reading);
      expect(api.Initialize('')).toBe('true');
      for (let lesson = 0; lesson < CONTENT_SCOS.length; lesson++) {
        finish(passed, 'continue');
        next();
      }
      expect(delivered.at(-1)).toBe('assessment_item');
      finish(quiz, 'suspendAll');
      const engine = api as unknown as {
        serializeSequencingState: () => string;
        renderCommitObject: (terminate: boolean) => { globalObjectives?: Record<string, unknown> };
      };
      const globals = engine.renderCommitObject(false).globalObjectives ?? {};
      return viewAttempt(stored, engine.serializeSequencingState(), globals).root;
    };
    // Forced order: every objective measure weight is 0, so no score rolls up to the course.
    expect(await rootAfterPlaying('SequencingForcedSequential_SCORM20043rdEdition')).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: null,
    });
    // Post test rollup: only the quiz counts (weight 1), so the course has its score.
    expect(await rootAfterPlaying('SequencingPostTestRollup_SCORM20043rdEdition')).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 1,
    });
  });
});
