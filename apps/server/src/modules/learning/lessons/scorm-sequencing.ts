import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { Settings } from 'scorm-again';
import { decodeXml, XmlSyntaxError } from '../../../platform/xml';
import { detectVersion, findOrganization, readResources, type Scorm2004Edition } from './scorm-manifest';
import { attribute, childrenNamed, parseXml, type XmlElement } from './xml-tree';

/** scorm-again's `sequencing` setting: what `new Scorm2004API({ sequencing })` takes. */
export type EngineSequencing = NonNullable<Settings['sequencing']>;
/** One activity of scorm-again's activity tree (`sequencing.activityTree` and its `children`). */
export type EngineActivity = NonNullable<EngineSequencing['activityTree']>;

type Controls = NonNullable<EngineActivity['sequencingControls']>;
type RuleSet = NonNullable<EngineActivity['sequencingRules']>;
type Rule = NonNullable<RuleSet['preConditionRules']>[number];
type RuleCondition = Rule['conditions'][number];
type RollupRule = NonNullable<EngineActivity['rollupRules']>['rules'][number];
type RollupCondition = RollupRule['conditions'][number];
type Objective = NonNullable<EngineActivity['primaryObjective']>;
type MapInfo = NonNullable<Objective['mapInfo']>[number];
type Delivery = NonNullable<EngineActivity['deliveryControls']>;
type Considerations = Required<NonNullable<EngineActivity['rollupConsiderations']>>;
type Threshold = Required<NonNullable<EngineActivity['completionThreshold']>>;
type HideLmsUi = NonNullable<EngineActivity['hideLmsUi']>[number];
type SharedDataMap = Required<NonNullable<EngineActivity['sharedDataMaps']>[number]>;

/** What `readSequencing` found in a manifest. */
export type SequencingReading = {
  /** Null when the manifest could not be read at all. */
  version: ScormVersion | null;
  /** The 2004 edition: `schemaversion`'s, else '4th' when the manifest uses 4th edition elements, else null. */
  edition: Scorm2004Edition | null;
  /** The engine's settings (`activityTree` only); null for SCORM 1.2 and for an unreadable manifest. */
  sequencing: EngineSequencing | null;
  /**
   * `adlseq:objectivesGlobalToSystem` (default true): global objectives are shared by every course of the
   * member; when false they belong to this course only (and to one attempt on it).
   */
  objectivesGlobalToSystem: boolean;
  /** `adlcp:sharedDataGlobalToSystem` (default true): `adl.data` stores outlive an attempt on the course. */
  sharedDataGlobalToSystem: boolean;
  /** The leaf activities (items with a resource) in tree order: what the engine may deliver. */
  deliverableIds: string[];
  /** Every global objective a `mapInfo` targets (the engine finds them itself; for the persistence). */
  mappedObjectiveIds: string[];
  /** Every `adl.data` store a `adlcp:map` names. */
  sharedDataIds: string[];
  /** Portuguese, for the console: what is malformed or not supported, and what was done instead. */
  warnings: string[];
};

/**
 * The id given to a primary objective the manifest leaves unnamed but that matters to sequencing
 * (`satisfiedByMeasure`, or `mapInfo`). scorm-again drops objectives without an id, and seeds
 * `cmi.objectives` with every objective whose id is not blank; the run-time model must not show an
 * objective the manifest did not name (RTE 4.2.17), so the id is blank.
 */
export const UNNAMED_PRIMARY_OBJECTIVE_ID = ' ';

/**
 * Reads a SCORM 2004 manifest's sequencing into scorm-again's activity tree settings: the default
 * organization (as the manifest reader picks it) is the root, its items the activities, with the IMS
 * Simple Sequencing and ADL extensions of the SCORM 2004 CAM (3rd and 4th edition): control modes,
 * sequencing, rollup and limit rules, objectives and their maps (4th edition extended maps too),
 * randomization, delivery controls, completion threshold, hidden LMS controls and shared data. A
 * `sequencingCollection` entry is applied first and the item's own elements replace it element by
 * element (CAM 5.1: local sequencing information overrides the referenced). Every value the standard
 * defaults is written out, since the engine's own defaults differ (`flow` is true there, false in SCORM).
 * Never throws: what is malformed or unsupported becomes a warning and the standard's default.
 */
export function readSequencing(manifest: Buffer | string): SequencingReading {
  const warnings = new Warnings();
  const empty = (version: ScormVersion | null, edition: Scorm2004Edition | null): SequencingReading => ({
    version,
    edition,
    sequencing: null,
    objectivesGlobalToSystem: true,
    sharedDataGlobalToSystem: true,
    deliverableIds: [],
    mappedObjectiveIds: [],
    sharedDataIds: [],
    warnings: warnings.list,
  });
  let root: XmlElement;
  try {
    root = parseXml(typeof manifest === 'string' ? manifest : decodeXml(manifest));
  } catch (error) {
    const line = error instanceof XmlSyntaxError && error.line ? ` (linha ${error.line})` : '';
    warnings.add(`O imsmanifest.xml não é um XML válido${line}; o sequenciamento não foi lido.`);
    return empty(null, null);
  }
  if (root.local.toLowerCase() !== 'manifest') {
    warnings.add('O imsmanifest.xml não tem o elemento manifest; o sequenciamento não foi lido.');
    return empty(null, null);
  }
  const { version, edition: declared } = detectVersion(root, []);
  if (version !== '2004') return empty(version, null);
  const edition = readEdition(root, declared, warnings);

  const reader = new TreeReader(root, warnings);
  const { organization } = findOrganization(root);
  let activityTree: EngineActivity;
  if (organization) {
    activityTree = reader.readOrganization(organization);
  } else {
    // As the manifest reader does: without an organization, each SCO resource is a lesson, in order.
    const leaves = [...readResources(root).values()].filter(
      (resource) => resource.scormType === 'sco' && resource.href,
    );
    activityTree = {
      id: 'organization',
      title: '',
      isVisible: true,
      sequencingControls: controlsFrom({}),
      children: leaves.map((resource) => ({
        id: resource.identifier,
        title: resource.identifier,
        isVisible: true,
        sequencingControls: controlsFrom({}),
      })),
    };
    reader.deliverable.push(...leaves.map((resource) => resource.identifier));
  }
  return {
    version,
    edition,
    sequencing: { activityTree },
    objectivesGlobalToSystem: organization
      ? readBoolean(organization, 'objectivesGlobalToSystem', true, reader.where(organization, true), warnings)
      : true,
    sharedDataGlobalToSystem: organization
      ? readBoolean(organization, 'sharedDataGlobalToSystem', true, reader.where(organization, true), warnings)
      : true,
    deliverableIds: reader.deliverable,
    mappedObjectiveIds: [...reader.mappedObjectives],
    sharedDataIds: [...reader.sharedData],
    warnings: warnings.list,
  };
}

/** Warnings in the order found, each once (a collection entry used by ten items warns once). */
class Warnings {
  readonly list: string[] = [];
  private readonly seen = new Set<string>();
  add(message: string): void {
    if (this.seen.has(message)) return;
    this.seen.add(message);
    this.list.push(message);
  }
}

// Namespaces: IMS SS and the ADL extensions share local names (`objectives`, `objective`, `mapInfo`).
const isAdlseq = (element: XmlElement) => /adlseq/i.test(element.namespace ?? '');
const imsChildren = (parent: XmlElement | undefined, local: string) =>
  childrenNamed(parent, local).filter((child) => !isAdlseq(child));
const adlseqChildren = (parent: XmlElement | undefined, local: string) => childrenNamed(parent, local).filter(isAdlseq);

/** Elements only the 4th edition defines, by how a warning names them. */
function fourthEditionElements(element: XmlElement, found = new Set<string>()): Set<string> {
  const local = element.local.toLowerCase();
  const namespace = element.namespace ?? '';
  if (local === 'objectives' && /adlseq/i.test(namespace)) found.add('<adlseq:objectives>');
  if ((local === 'data' || local === 'map') && /adlcp/i.test(namespace)) found.add('<adlcp:data>');
  if (local === 'completionthreshold' && THRESHOLD_ATTRIBUTES.some((name) => attribute(element, name) !== undefined)) {
    found.add('os atributos de <adlcp:completionThreshold>');
  }
  if (local === 'organization' && attribute(element, 'sharedDataGlobalToSystem') !== undefined) {
    found.add('adlcp:sharedDataGlobalToSystem');
  }
  for (const child of element.children) fourthEditionElements(child, found);
  return found;
}

const THRESHOLD_ATTRIBUTES = ['completedByMeasure', 'minProgressMeasure', 'progressWeight'];
const EDITION_NAMES: Record<Scorm2004Edition, string> = { '2nd': '2ª', '3rd': '3ª', '4th': '4ª' };

function readEdition(root: XmlElement, declared: Scorm2004Edition | null, warnings: Warnings): Scorm2004Edition | null {
  const fourth = [...fourthEditionElements(root)];
  if (declared === null) return fourth.length > 0 ? '4th' : null;
  if (declared !== '4th' && fourth.length > 0) {
    warnings.add(
      `O manifesto declara SCORM 2004 ${EDITION_NAMES[declared]} edição, mas usa ${fourth.join(', ')} da 4ª edição; ` +
        'foram lidos mesmo assim.',
    );
  }
  return declared;
}

/** The parts of one `imsss:sequencing`, each present when its element is: the unit a collection entry overrides. */
type Parts = {
  controlMode?: Pick<
    Controls,
    | 'choice'
    | 'choiceExit'
    | 'flow'
    | 'forwardOnly'
    | 'useCurrentAttemptObjectiveInfo'
    | 'useCurrentAttemptProgressInfo'
  >;
  sequencingRules?: RuleSet;
  limitConditions?: { attemptLimit: number | null; attemptAbsoluteDurationLimit: string | null };
  rollupRules?: {
    controls: Pick<Controls, 'rollupObjectiveSatisfied' | 'rollupProgressCompletion' | 'objectiveMeasureWeight'>;
    rules: RollupRule[];
  };
  objectives?: { primary: DeclaredObjective | null; others: DeclaredObjective[] };
  extendedMaps?: Map<string, ExtendedMap[]>;
  randomizationControls?: Pick<
    Controls,
    'randomizationTiming' | 'selectCount' | 'randomizeChildren' | 'selectionTiming'
  >;
  deliveryControls?: Required<Delivery>;
  constrainedChoiceConsiderations?: Pick<Controls, 'preventActivation' | 'constrainChoice'>;
  rollupConsiderations?: Considerations;
};

type DeclaredObjective = {
  objectiveID: string | null;
  satisfiedByMeasure: boolean;
  minNormalizedMeasure: number;
  mapInfo: MapInfo[];
};

/** A 4th edition `adlseq:mapInfo`: raw, min and max score, completion and progress maps. */
type ExtendedMap = Required<
  Pick<
    MapInfo,
    | 'targetObjectiveID'
    | 'readRawScore'
    | 'writeRawScore'
    | 'readMinScore'
    | 'writeMinScore'
    | 'readMaxScore'
    | 'writeMaxScore'
    | 'readCompletionStatus'
    | 'writeCompletionStatus'
    | 'readProgressMeasure'
    | 'writeProgressMeasure'
  >
>;

/** The extended map flags an `imsss:mapInfo` alone grants: none (only the 4th edition's `adlseq:mapInfo` maps these). */
const NO_EXTENDED_MAP = {
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
} satisfies Omit<ExtendedMap, 'targetObjectiveID'>;

/** Full sequencing controls: the parts the manifest gave over the standard's defaults (IMS SS, SCORM CAM 5). */
function controlsFrom(parts: Parts): Controls {
  return {
    choice: true,
    choiceExit: true,
    flow: false,
    forwardOnly: false,
    useCurrentAttemptObjectiveInfo: true,
    useCurrentAttemptProgressInfo: true,
    ...parts.controlMode,
    preventActivation: false,
    constrainChoice: false,
    ...parts.constrainedChoiceConsiderations,
    rollupObjectiveSatisfied: true,
    rollupProgressCompletion: true,
    objectiveMeasureWeight: 1,
    ...parts.rollupRules?.controls,
    randomizationTiming: 'never' as Controls['randomizationTiming'],
    selectCount: null,
    // The manifest's `reorderChildren` is the engine's `randomizeChildren`: the engine's own
    // `reorderChildren` and `selectionCountStatus` record that it already did so, and stay unset here.
    randomizeChildren: false,
    selectionTiming: 'never' as Controls['selectionTiming'],
    ...parts.randomizationControls,
  };
}

const SEQUENCING_ELEMENTS = new Set([
  'controlmode',
  'sequencingrules',
  'limitconditions',
  'auxiliaryresources',
  'rolluprules',
  'objectives',
  'randomizationcontrols',
  'deliverycontrols',
  'constrainedchoiceconsiderations',
  'rollupconsiderations',
]);

/** Reads the organization's item tree, parsing each collection entry once. */
class TreeReader {
  readonly deliverable: string[] = [];
  readonly mappedObjectives = new Set<string>();
  readonly sharedData = new Set<string>();
  private readonly collection = new Map<string, { element: XmlElement; parts?: Parts }>();
  private readonly ids = new Set<string>();

  constructor(
    root: XmlElement,
    private readonly warnings: Warnings,
  ) {
    for (const collection of childrenNamed(root, 'sequencingCollection')) {
      for (const element of imsChildren(collection, 'sequencing')) {
        const id = attribute(element, 'ID');
        if (!id) {
          warnings.add('Um sequenciamento de sequencingCollection não tem o atributo ID e foi ignorado.');
        } else if (this.collection.has(id)) {
          warnings.add(`O ID "${id}" aparece duas vezes em sequencingCollection; vale o primeiro.`);
        } else {
          this.collection.set(id, { element });
        }
      }
    }
  }

  /** `"Quiz" (quiz_item)`: an item or organization as a warning names it. */
  private nameOf(element: XmlElement): string {
    const id = attribute(element, 'identifier') ?? '';
    const title = childrenNamed(element, 'title')[0]?.text ?? '';
    return title && id && title !== id ? `"${title}" (${id})` : `"${id || title}"`;
  }

  /** `no item "Quiz" (quiz_item)`: where a warning points, in the console's words. */
  where(element: XmlElement, isOrganization = false): string {
    return `${isOrganization ? 'na organização' : 'no item'} ${this.nameOf(element)}`;
  }

  readOrganization(organization: XmlElement): EngineActivity {
    const where = this.where(organization, true);
    let id = attribute(organization, 'identifier');
    if (!id) {
      id = 'organization';
      this.warnings.add(
        'A organização não tem identifier; a raiz da árvore de sequenciamento se chama "organization".',
      );
    }
    this.ids.add(id);
    const title = childrenNamed(organization, 'title')[0]?.text ?? '';
    const activity: EngineActivity = { id, title, isVisible: true, ...this.readSequencingOf(organization, where) };
    const threshold = this.readCompletionThreshold(organization, where);
    if (threshold) activity.completionThreshold = threshold;
    activity.children = this.readItems(organization);
    return activity;
  }

  private readItems(parent: XmlElement): EngineActivity[] {
    return childrenNamed(parent, 'item').flatMap((element) => {
      const item = this.readItem(element);
      return item ? [item] : [];
    });
  }

  private readItem(element: XmlElement): EngineActivity | null {
    const where = this.where(element);
    const id = attribute(element, 'identifier');
    if (!id) {
      this.warnings.add(
        `O item ${this.nameOf(element)} não tem identifier, não pode ser uma atividade e foi ignorado com seus subitens.`,
      );
      return null;
    }
    if (this.ids.has(id)) {
      this.warnings.add(`O identificador "${id}" se repete no manifesto; a navegação por ele fica ambígua.`);
    }
    this.ids.add(id);
    const title = childrenNamed(element, 'title')[0]?.text || id;
    const children = this.readItems(element);
    const reference = attribute(element, 'identifierref');
    // The manifest reader drops (and warns about) an item with neither content nor subitems: so does the tree.
    if (!reference && children.length === 0) return null;
    if (reference && children.length > 0) {
      this.warnings.add(
        `O item ${this.nameOf(element)} tem subitens e também aponta para um recurso; no SCORM 2004 só as folhas são entregues, e o recurso não será aberto pelo sequenciamento.`,
      );
    }

    const activity: EngineActivity = {
      id,
      title,
      isVisible: readBoolean(element, 'isvisible', true, where, this.warnings),
      ...this.readSequencingOf(element, where),
    };
    const threshold = this.readCompletionThreshold(element, where);
    if (threshold) activity.completionThreshold = threshold;
    const hide = this.readHideLmsUi(element, where);
    if (hide.length > 0) activity.hideLmsUi = hide;
    const maps = this.readSharedDataMaps(element, where);
    if (maps.length > 0) activity.sharedDataMaps = maps;
    const timeLimitAction = this.readTimeLimitAction(element, where);
    if (timeLimitAction) activity.timeLimitAction = timeLimitAction;
    if (children.length > 0) activity.children = children;
    else this.deliverable.push(id);
    return activity;
  }

  /** The activity's sequencing settings: the collection entry's parts, replaced by the item's own. */
  private readSequencingOf(owner: XmlElement, where: string): Partial<EngineActivity> {
    const elements = imsChildren(owner, 'sequencing');
    if (elements.length > 1) this.warnings.add(`Há mais de um imsss:sequencing ${where}; vale o primeiro.`);
    const local = elements[0];
    let parts: Parts = {};
    const reference = local ? attribute(local, 'IDRef') : undefined;
    if (reference) {
      const entry = this.collection.get(reference);
      if (entry) {
        entry.parts ??= this.readParts(entry.element, `no sequenciamento reutilizável "${reference}"`);
        // A copy: items sharing an entry must not share objects in the settings they are given.
        parts = structuredClone(entry.parts);
      } else {
        this.warnings.add(
          `O sequenciamento ${where} aponta (IDRef) para "${reference}", que não existe em sequencingCollection; só o sequenciamento do próprio item foi usado.`,
        );
      }
    }
    if (local) parts = { ...parts, ...this.readParts(local, where) };
    return this.toSettings(parts, where);
  }

  private toSettings(parts: Parts, where: string): Partial<EngineActivity> {
    const settings: Partial<EngineActivity> = { sequencingControls: controlsFrom(parts) };
    if (parts.deliveryControls) settings.deliveryControls = parts.deliveryControls;
    if (parts.rollupConsiderations) settings.rollupConsiderations = parts.rollupConsiderations;
    if (parts.limitConditions?.attemptLimit != null) settings.attemptLimit = parts.limitConditions.attemptLimit;
    if (parts.limitConditions?.attemptAbsoluteDurationLimit != null) {
      settings.attemptAbsoluteDurationLimit = parts.limitConditions.attemptAbsoluteDurationLimit;
    }

    const objectives = this.assembleObjectives(parts, where);
    if (objectives.primary) settings.primaryObjective = objectives.primary;
    if (objectives.others.length > 0) settings.objectives = objectives.others;
    const known = new Set(
      [objectives.primary, ...objectives.others].flatMap((objective) => (objective ? [objective.objectiveID] : [])),
    );

    if (parts.sequencingRules) {
      const rules = parts.sequencingRules;
      for (const rule of [
        ...(rules.preConditionRules ?? []),
        ...(rules.exitConditionRules ?? []),
        ...(rules.postConditionRules ?? []),
      ]) {
        for (const condition of rule.conditions) {
          const reference = condition.referencedObjective;
          if (reference !== undefined && !known.has(reference)) {
            this.warnings.add(
              `Uma regra ${where} consulta o objetivo "${reference}" (referencedObjective), que a atividade não declara; a condição será avaliada como falsa.`,
            );
          }
        }
      }
      settings.sequencingRules = rules;
    }
    if (parts.rollupRules && parts.rollupRules.rules.length > 0)
      settings.rollupRules = { rules: parts.rollupRules.rules };
    return settings;
  }

  /** The declared objectives, with the 4th edition's extended maps joined to the `imsss:mapInfo` of the same target. */
  private assembleObjectives(parts: Parts, where: string): { primary: Objective | null; others: Objective[] } {
    const declared = parts.objectives ?? { primary: null, others: [] };
    const extended = new Map(parts.extendedMaps ?? []);
    const seen = new Set<string>();
    const build = (objective: DeclaredObjective, id: string): Objective => {
      const mapInfo: MapInfo[] = objective.mapInfo.map((map) => ({ ...map, ...NO_EXTENDED_MAP }));
      for (const map of extended.get(id) ?? []) {
        const same = mapInfo.find((candidate) => candidate.targetObjectiveID === map.targetObjectiveID);
        if (same) Object.assign(same, map);
        else {
          mapInfo.push({
            readSatisfiedStatus: false,
            readNormalizedMeasure: false,
            writeSatisfiedStatus: false,
            writeNormalizedMeasure: false,
            ...map,
          });
        }
      }
      extended.delete(id);
      for (const map of mapInfo) this.mappedObjectives.add(map.targetObjectiveID);
      return {
        objectiveID: id,
        satisfiedByMeasure: objective.satisfiedByMeasure,
        minNormalizedMeasure: objective.minNormalizedMeasure,
        mapInfo,
      };
    };

    let primary: Objective | null = null;
    const primaryDeclared = declared.primary;
    if (primaryDeclared?.objectiveID) {
      primary = build(primaryDeclared, primaryDeclared.objectiveID);
      seen.add(primaryDeclared.objectiveID);
    } else if (primaryDeclared && (primaryDeclared.satisfiedByMeasure || primaryDeclared.mapInfo.length > 0)) {
      primary = build(primaryDeclared, UNNAMED_PRIMARY_OBJECTIVE_ID);
    }
    const others: Objective[] = [];
    for (const objective of declared.others) {
      const id = objective.objectiveID as string;
      if (seen.has(id)) {
        this.warnings.add(`O objetivo "${id}" aparece duas vezes ${where}; vale o primeiro.`);
        continue;
      }
      seen.add(id);
      others.push(build(objective, id));
    }
    for (const id of extended.keys()) {
      this.warnings.add(
        `O adlseq:objective "${id}" ${where} não corresponde a nenhum objetivo de imsss:objectives e foi ignorado.`,
      );
    }
    return { primary, others };
  }

  /** Reads one `imsss:sequencing` element into its parts, each with the standard's defaults for what it omits. */
  private readParts(element: XmlElement, where: string): Parts {
    if (attribute(element, 'IDRef') && attribute(element, 'ID')) {
      this.warnings.add(
        `O sequenciamento reutilizável "${attribute(element, 'ID')}" não pode ter IDRef; o IDRef foi ignorado.`,
      );
    }
    const parts: Parts = {};
    const b = (el: XmlElement, name: string, fallback: boolean) =>
      readBoolean(el, name, fallback, where, this.warnings);
    for (const child of element.children) {
      const local = child.local.toLowerCase();
      if (!SEQUENCING_ELEMENTS.has(local) && /imsss|adlseq/i.test(child.namespace ?? '')) {
        this.warnings.add(
          `O elemento <${child.name}> ${where} não faz parte do sequenciamento SCORM 2004 e foi ignorado.`,
        );
      }
    }

    const once = (elements: XmlElement[], name: string) => {
      if (elements.length > 1) this.warnings.add(`Há mais de um <${name}> ${where}; vale o primeiro.`);
      return elements[0];
    };

    const control = once(imsChildren(element, 'controlMode'), 'imsss:controlMode');
    if (control) {
      parts.controlMode = {
        choice: b(control, 'choice', true),
        choiceExit: b(control, 'choiceExit', true),
        flow: b(control, 'flow', false),
        forwardOnly: b(control, 'forwardOnly', false),
        useCurrentAttemptObjectiveInfo: b(control, 'useCurrentAttemptObjectiveInfo', true),
        useCurrentAttemptProgressInfo: b(control, 'useCurrentAttemptProgressInfo', true),
      };
    }

    const rules = once(imsChildren(element, 'sequencingRules'), 'imsss:sequencingRules');
    if (rules) parts.sequencingRules = this.readSequencingRules(rules, where);

    const limits = once(imsChildren(element, 'limitConditions'), 'imsss:limitConditions');
    if (limits) {
      const attemptLimit = readInteger(limits, 'attemptLimit', where, this.warnings);
      const duration = attribute(limits, 'attemptAbsoluteDurationLimit');
      const validDuration = duration === undefined || isDuration(duration);
      if (!validDuration) {
        this.warnings.add(
          `attemptAbsoluteDurationLimit="${duration}" ${where} não é uma duração ISO 8601 (como PT1H30M) e foi ignorado.`,
        );
      }
      for (const name of OTHER_LIMITS) {
        if (attribute(limits, name) !== undefined) {
          this.warnings.add(
            `O limite ${name} ${where} não é suportado pelo SCORM 2004 (só attemptLimit e attemptAbsoluteDurationLimit) e foi ignorado.`,
          );
        }
      }
      parts.limitConditions = {
        // attemptLimit 0 is the schema's "no limit".
        attemptLimit: attemptLimit ? attemptLimit : null,
        attemptAbsoluteDurationLimit: validDuration ? (duration ?? null) : null,
      };
    }

    if (imsChildren(element, 'auxiliaryResources').length > 0) {
      this.warnings.add(`auxiliaryResources ${where} não tem comportamento definido no SCORM 2004 e foi ignorado.`);
    }

    const rollup = once(imsChildren(element, 'rollupRules'), 'imsss:rollupRules');
    if (rollup) {
      parts.rollupRules = {
        controls: {
          rollupObjectiveSatisfied: b(rollup, 'rollupObjectiveSatisfied', true),
          rollupProgressCompletion: b(rollup, 'rollupProgressCompletion', true),
          objectiveMeasureWeight: readDecimal(rollup, 'objectiveMeasureWeight', 1, [0, 1], where, this.warnings),
        },
        rules: this.readRollupRules(rollup, where),
      };
    }

    const objectives = once(imsChildren(element, 'objectives'), 'imsss:objectives');
    if (objectives) parts.objectives = this.readObjectives(objectives, where);

    const extended = once(adlseqChildren(element, 'objectives'), 'adlseq:objectives');
    if (extended) parts.extendedMaps = this.readExtendedMaps(extended, where);

    const random = once(imsChildren(element, 'randomizationControls'), 'imsss:randomizationControls');
    if (random) {
      const selectCount = attribute(random, 'selectCount');
      parts.randomizationControls = {
        randomizationTiming: readToken(random, 'randomizationTiming', TIMINGS, 'never', where, this.warnings),
        selectCount:
          selectCount === undefined ? null : (readInteger(random, 'selectCount', where, this.warnings) ?? null),
        randomizeChildren: b(random, 'reorderChildren', false),
        selectionTiming: readToken(random, 'selectionTiming', TIMINGS, 'never', where, this.warnings),
      } as Parts['randomizationControls'];
    }

    const delivery = once(imsChildren(element, 'deliveryControls'), 'imsss:deliveryControls');
    if (delivery) {
      parts.deliveryControls = {
        tracked: b(delivery, 'tracked', true),
        completionSetByContent: b(delivery, 'completionSetByContent', false),
        objectiveSetByContent: b(delivery, 'objectiveSetByContent', false),
      };
    }

    const constrained = once(
      childrenNamed(element, 'constrainedChoiceConsiderations'),
      'adlseq:constrainedChoiceConsiderations',
    );
    if (constrained) {
      parts.constrainedChoiceConsiderations = {
        preventActivation: b(constrained, 'preventActivation', false),
        constrainChoice: b(constrained, 'constrainChoice', false),
      };
    }

    const considerations = once(childrenNamed(element, 'rollupConsiderations'), 'adlseq:rollupConsiderations');
    if (considerations) {
      const required = (name: string) =>
        readToken(
          considerations,
          name,
          REQUIRED_FOR,
          'always',
          where,
          this.warnings,
        ) as Considerations['requiredForSatisfied'];
      parts.rollupConsiderations = {
        requiredForSatisfied: required('requiredForSatisfied'),
        requiredForNotSatisfied: required('requiredForNotSatisfied'),
        requiredForCompleted: required('requiredForCompleted'),
        requiredForIncomplete: required('requiredForIncomplete'),
        measureSatisfactionIfActive: b(considerations, 'measureSatisfactionIfActive', true),
      };
    }
    return parts;
  }

  private readSequencingRules(element: XmlElement, where: string): RuleSet {
    const set: Required<RuleSet> = { preConditionRules: [], exitConditionRules: [], postConditionRules: [] };
    for (const child of element.children) {
      const kind = RULE_KINDS[child.local.toLowerCase()];
      if (!kind) {
        this.warnings.add(`O elemento <${child.name}> em sequencingRules ${where} não é uma regra e foi ignorado.`);
        continue;
      }
      const rule = this.readRule(child, kind, where);
      if (rule) set[kind.list].push(rule);
    }
    const result: RuleSet = {};
    if (set.preConditionRules.length > 0) result.preConditionRules = set.preConditionRules;
    if (set.exitConditionRules.length > 0) result.exitConditionRules = set.exitConditionRules;
    if (set.postConditionRules.length > 0) result.postConditionRules = set.postConditionRules;
    return result;
  }

  private readRule(element: XmlElement, kind: RuleKind, where: string): Rule | null {
    const label = `Uma ${kind.label} ${where}`;
    const conditionsElement = imsChildren(element, 'ruleConditions')[0];
    const conditionElements = imsChildren(conditionsElement, 'ruleCondition');
    const actionText = attribute(imsChildren(element, 'ruleAction')[0], 'action');
    if (conditionElements.length === 0) {
      this.warnings.add(`${label} não tem ruleCondition e foi ignorada.`);
      return null;
    }
    if (!actionText) {
      this.warnings.add(`${label} não tem ruleAction com action e foi ignorada.`);
      return null;
    }
    const action = matchToken(actionText, kind.actions);
    if (!action) {
      this.warnings.add(
        `${label} tem a ação "${actionText}", que não vale para ${kind.element} (${kind.actions.join(', ')}); a regra foi ignorada.`,
      );
      return null;
    }
    const conditions: RuleCondition[] = [];
    for (const conditionElement of conditionElements) {
      const text = attribute(conditionElement, 'condition');
      const condition = text ? matchToken(text, RULE_CONDITIONS) : undefined;
      if (!condition) {
        this.warnings.add(
          `${label} tem a condição "${text ?? ''}", que não existe no SCORM 2004; a regra foi ignorada.`,
        );
        return null;
      }
      const engineCondition: RuleCondition = { condition: condition as RuleCondition['condition'] };
      if (readToken(conditionElement, 'operator', OPERATORS, 'noOp', where, this.warnings) === 'not') {
        engineCondition.operator = 'not' as RuleCondition['operator'];
      }
      const reference = attribute(conditionElement, 'referencedObjective');
      if (reference !== undefined) engineCondition.referencedObjective = reference;
      if (condition === 'objectiveMeasureGreaterThan' || condition === 'objectiveMeasureLessThan') {
        engineCondition.parameters = {
          threshold: readDecimal(conditionElement, 'measureThreshold', 0, [-1, 1], where, this.warnings),
        };
      }
      conditions.push(engineCondition);
    }
    return {
      action: action as Rule['action'],
      conditionCombination: readToken(
        conditionsElement,
        'conditionCombination',
        COMBINATIONS,
        'all',
        where,
        this.warnings,
      ),
      conditions,
    };
  }

  private readRollupRules(element: XmlElement, where: string): RollupRule[] {
    const rules: RollupRule[] = [];
    for (const ruleElement of imsChildren(element, 'rollupRule')) {
      const label = `Uma regra de rollup ${where}`;
      const conditionsElement = imsChildren(ruleElement, 'rollupConditions')[0];
      const conditionElements = imsChildren(conditionsElement, 'rollupCondition');
      const actionText = attribute(imsChildren(ruleElement, 'rollupAction')[0], 'action');
      if (conditionElements.length === 0) {
        this.warnings.add(`${label} não tem rollupCondition e foi ignorada.`);
        continue;
      }
      const action = actionText ? matchToken(actionText, ROLLUP_ACTIONS) : undefined;
      if (!action) {
        this.warnings.add(
          `${label} tem a ação "${actionText ?? ''}", que não existe (${ROLLUP_ACTIONS.join(', ')}); a regra foi ignorada.`,
        );
        continue;
      }
      const consideration = readToken(
        ruleElement,
        'childActivitySet',
        CHILD_ACTIVITY_SETS,
        'all',
        where,
        this.warnings,
      );
      const conditions: RollupCondition[] = [];
      let isValid = true;
      for (const conditionElement of conditionElements) {
        const text = attribute(conditionElement, 'condition');
        const condition = text ? matchToken(text, ROLLUP_CONDITIONS) : undefined;
        if (!condition) {
          this.warnings.add(
            `${label} tem a condição "${text ?? ''}", que não existe no SCORM 2004; a regra foi ignorada.`,
          );
          isValid = false;
          break;
        }
        const isNot = readToken(conditionElement, 'operator', OPERATORS, 'noOp', where, this.warnings) === 'not';
        if (condition === 'timeLimitExceeded' || condition === 'outsideAvailableTimeRange') {
          // The engine does not evaluate these in rollup; "not always" is the false it would give them.
          this.warnings.add(
            `${label} usa a condição "${condition}", que o motor de sequenciamento não avalia no rollup; ela conta como falsa.`,
          );
          conditions.push(
            isNot
              ? { condition: 'always' as RollupCondition['condition'] }
              : { condition: 'always' as RollupCondition['condition'], operator: 'not' as RollupCondition['operator'] },
          );
          continue;
        }
        const engineCondition: RollupCondition = {
          condition: (condition === 'activityProgressKnown'
            ? 'progressKnown'
            : condition) as RollupCondition['condition'],
        };
        if (isNot) engineCondition.operator = 'not' as RollupCondition['operator'];
        conditions.push(engineCondition);
      }
      if (!isValid) continue;
      rules.push({
        action: action as RollupRule['action'],
        consideration: consideration as RollupRule['consideration'],
        conditionCombination: readToken(
          conditionsElement,
          'conditionCombination',
          COMBINATIONS,
          'any',
          where,
          this.warnings,
        ) as RollupRule['conditionCombination'],
        minimumCount: readInteger(ruleElement, 'minimumCount', where, this.warnings) ?? 0,
        // The manifest's minimumPercent is a fraction (0..1); the engine compares a percentage (0..100).
        minimumPercent:
          Math.round(readDecimal(ruleElement, 'minimumPercent', 0, [0, 1], where, this.warnings) * 10_000) / 100,
        conditions,
      });
    }
    return rules;
  }

  private readObjectives(
    element: XmlElement,
    where: string,
  ): { primary: DeclaredObjective | null; others: DeclaredObjective[] } {
    const read = (objective: XmlElement): DeclaredObjective => {
      const measureText = imsChildren(objective, 'minNormalizedMeasure')[0]?.text;
      const mapInfo: MapInfo[] = [];
      for (const map of imsChildren(objective, 'mapInfo')) {
        const target = attribute(map, 'targetObjectiveID');
        if (!target) {
          this.warnings.add(`Um mapInfo ${where} não tem targetObjectiveID e foi ignorado.`);
          continue;
        }
        if (mapInfo.some((candidate) => candidate.targetObjectiveID === target)) {
          this.warnings.add(
            `O objetivo global "${target}" é mapeado duas vezes pelo mesmo objetivo ${where}; vale o primeiro.`,
          );
          continue;
        }
        mapInfo.push({
          targetObjectiveID: target,
          readSatisfiedStatus: readBoolean(map, 'readSatisfiedStatus', true, where, this.warnings),
          readNormalizedMeasure: readBoolean(map, 'readNormalizedMeasure', true, where, this.warnings),
          writeSatisfiedStatus: readBoolean(map, 'writeSatisfiedStatus', false, where, this.warnings),
          writeNormalizedMeasure: readBoolean(map, 'writeNormalizedMeasure', false, where, this.warnings),
        });
      }
      return {
        objectiveID: attribute(objective, 'objectiveID') ?? null,
        satisfiedByMeasure: readBoolean(objective, 'satisfiedByMeasure', false, where, this.warnings),
        minNormalizedMeasure: measureText
          ? parseDecimal(measureText, 'minNormalizedMeasure', 1, [-1, 1], where, this.warnings)
          : 1,
        mapInfo,
      };
    };
    const primaryElements = imsChildren(element, 'primaryObjective');
    if (primaryElements.length > 1) this.warnings.add(`Há mais de um primaryObjective ${where}; vale o primeiro.`);
    const others: DeclaredObjective[] = [];
    for (const objective of imsChildren(element, 'objective')) {
      const read1 = read(objective);
      if (!read1.objectiveID) {
        this.warnings.add(`Um imsss:objective ${where} não tem objectiveID e foi ignorado.`);
        continue;
      }
      others.push(read1);
    }
    return { primary: primaryElements[0] ? read(primaryElements[0]) : null, others };
  }

  private readExtendedMaps(element: XmlElement, where: string): Map<string, ExtendedMap[]> {
    const maps = new Map<string, ExtendedMap[]>();
    const b = (el: XmlElement, name: string, fallback: boolean) =>
      readBoolean(el, name, fallback, where, this.warnings);
    for (const objective of adlseqChildren(element, 'objective')) {
      const id = attribute(objective, 'objectiveID');
      if (!id) {
        this.warnings.add(`Um adlseq:objective ${where} não tem objectiveID e foi ignorado.`);
        continue;
      }
      const list = maps.get(id) ?? [];
      for (const map of adlseqChildren(objective, 'mapInfo')) {
        const target = attribute(map, 'targetObjectiveID');
        if (!target) {
          this.warnings.add(`Um adlseq:mapInfo ${where} não tem targetObjectiveID e foi ignorado.`);
          continue;
        }
        list.push({
          targetObjectiveID: target,
          readRawScore: b(map, 'readRawScore', true),
          readMinScore: b(map, 'readMinScore', true),
          readMaxScore: b(map, 'readMaxScore', true),
          readCompletionStatus: b(map, 'readCompletionStatus', true),
          readProgressMeasure: b(map, 'readProgressMeasure', true),
          writeRawScore: b(map, 'writeRawScore', false),
          writeMinScore: b(map, 'writeMinScore', false),
          writeMaxScore: b(map, 'writeMaxScore', false),
          writeCompletionStatus: b(map, 'writeCompletionStatus', false),
          writeProgressMeasure: b(map, 'writeProgressMeasure', false),
        });
      }
      maps.set(id, list);
    }
    return maps;
  }

  /**
   * `adlcp:completionThreshold`: the 4th edition's attributes, or the 3rd edition's value as text, which is
   * read as completion by measure against that value (what scorm-again's run-time does with a threshold).
   */
  private readCompletionThreshold(element: XmlElement, where: string): Threshold | null {
    const thresholds = childrenNamed(element, 'completionThreshold');
    const threshold = thresholds[0];
    if (!threshold) return null;
    if (thresholds.length > 1) this.warnings.add(`Há mais de um completionThreshold ${where}; vale o primeiro.`);
    if (THRESHOLD_ATTRIBUTES.some((name) => attribute(threshold, name) !== undefined)) {
      return {
        completedByMeasure: readBoolean(threshold, 'completedByMeasure', false, where, this.warnings),
        minProgressMeasure: readDecimal(threshold, 'minProgressMeasure', 1, [0, 1], where, this.warnings),
        progressWeight: readDecimal(threshold, 'progressWeight', 1, [0, 1], where, this.warnings),
      };
    }
    if (!threshold.text) return null;
    const value = parseDecimal(threshold.text, 'completionThreshold', Number.NaN, [0, 1], where, this.warnings);
    if (Number.isNaN(value)) return null;
    return { completedByMeasure: true, minProgressMeasure: value, progressWeight: 1 };
  }

  private readHideLmsUi(element: XmlElement, where: string): HideLmsUi[] {
    const tokens: HideLmsUi[] = [];
    for (const presentation of childrenNamed(element, 'presentation')) {
      for (const navigation of childrenNamed(presentation, 'navigationInterface')) {
        for (const hide of childrenNamed(navigation, 'hideLMSUI')) {
          const token = matchToken(hide.text, HIDE_LMS_UI);
          if (!token) {
            this.warnings.add(
              `hideLMSUI "${hide.text}" ${where} não é um controle conhecido (${HIDE_LMS_UI.join(', ')}) e foi ignorado.`,
            );
          } else if (!tokens.includes(token as HideLmsUi)) {
            tokens.push(token as HideLmsUi);
          }
        }
      }
    }
    return tokens;
  }

  private readSharedDataMaps(element: XmlElement, where: string): SharedDataMap[] {
    const maps: SharedDataMap[] = [];
    for (const data of childrenNamed(element, 'data').filter((child) => /adlcp/i.test(child.namespace ?? ''))) {
      for (const map of childrenNamed(data, 'map')) {
        const target = attribute(map, 'targetID');
        if (!target) {
          this.warnings.add(`Um adlcp:map ${where} não tem targetID e foi ignorado.`);
          continue;
        }
        if (maps.some((candidate) => candidate.targetID === target)) {
          this.warnings.add(`O armazenamento adl.data "${target}" aparece duas vezes ${where}; vale o primeiro.`);
          continue;
        }
        this.sharedData.add(target);
        // Both default to true (CAM 3.4.1.18); the engine's own default for writeSharedData is false.
        maps.push({
          targetID: target,
          readSharedData: readBoolean(map, 'readSharedData', true, where, this.warnings),
          writeSharedData: readBoolean(map, 'writeSharedData', true, where, this.warnings),
        });
      }
    }
    return maps;
  }

  private readTimeLimitAction(element: XmlElement, where: string): string | null {
    const text = childrenNamed(element, 'timeLimitAction')[0]?.text;
    if (!text) return null;
    const token = matchToken(text.replace(/\s*,\s*/, ','), TIME_LIMIT_ACTIONS);
    if (!token) {
      this.warnings.add(`timeLimitAction "${text}" ${where} não é um valor do SCORM 2004 e foi ignorado.`);
      return null;
    }
    return token;
  }
}

type RuleKind = {
  list: 'preConditionRules' | 'exitConditionRules' | 'postConditionRules';
  element: string;
  label: string;
  actions: readonly string[];
};

const RULE_KINDS: Record<string, RuleKind> = {
  preconditionrule: {
    list: 'preConditionRules',
    element: 'preConditionRule',
    label: 'regra de pré-condição',
    actions: ['skip', 'disabled', 'hiddenFromChoice', 'stopForwardTraversal'],
  },
  exitconditionrule: {
    list: 'exitConditionRules',
    element: 'exitConditionRule',
    label: 'regra de saída',
    actions: ['exit'],
  },
  postconditionrule: {
    list: 'postConditionRules',
    element: 'postConditionRule',
    label: 'regra de pós-condição',
    actions: ['exitParent', 'exitAll', 'retry', 'retryAll', 'continue', 'previous'],
  },
};

const RULE_CONDITIONS = [
  'satisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'objectiveMeasureGreaterThan',
  'objectiveMeasureLessThan',
  'completed',
  'activityProgressKnown',
  'attempted',
  'attemptLimitExceeded',
  'timeLimitExceeded',
  'outsideAvailableTimeRange',
  'always',
] as const;
const ROLLUP_CONDITIONS = [
  'satisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'completed',
  'activityProgressKnown',
  'attempted',
  'attemptLimitExceeded',
  'timeLimitExceeded',
  'outsideAvailableTimeRange',
] as const;
const ROLLUP_ACTIONS = ['satisfied', 'notSatisfied', 'completed', 'incomplete'] as const;
const CHILD_ACTIVITY_SETS = ['all', 'any', 'none', 'atLeastCount', 'atLeastPercent'] as const;
const COMBINATIONS = ['all', 'any'] as const;
const OPERATORS = ['noOp', 'not'] as const;
const TIMINGS = ['never', 'once', 'onEachNewAttempt'] as const;
const REQUIRED_FOR = ['always', 'ifAttempted', 'ifNotSkipped', 'ifNotSuspended'] as const;
const HIDE_LMS_UI = ['previous', 'continue', 'exit', 'exitAll', 'abandon', 'abandonAll', 'suspendAll'] as const;
const TIME_LIMIT_ACTIONS = ['exit,message', 'exit,no message', 'continue,message', 'continue,no message'] as const;
const OTHER_LIMITS = [
  'attemptExperiencedDurationLimit',
  'activityAbsoluteDurationLimit',
  'activityExperiencedDurationLimit',
  'beginTimeLimit',
  'endTimeLimit',
];

/** A vocabulary token as the schema spells it; letter case is forgiven, since the intent is plain. */
function matchToken<T extends string>(value: string, tokens: readonly T[]): T | undefined {
  const wanted = value.trim().toLowerCase();
  return tokens.find((token) => token.toLowerCase() === wanted);
}

function readToken<T extends string>(
  element: XmlElement | undefined,
  name: string,
  tokens: readonly T[],
  fallback: T,
  where: string,
  warnings: Warnings,
): T {
  const value = attribute(element, name);
  if (value === undefined) return fallback;
  const token = matchToken(value, tokens);
  if (token) return token;
  warnings.add(
    `${name}="${value}" ${where} não é um valor válido (${tokens.join(', ')}); foi usado o padrão "${fallback}".`,
  );
  return fallback;
}

function readBoolean(element: XmlElement, name: string, fallback: boolean, where: string, warnings: Warnings): boolean {
  const value = attribute(element, name);
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  warnings.add(`${name}="${value}" ${where} não é true nem false; foi usado o padrão (${fallback}).`);
  return fallback;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function parseDecimal(
  text: string,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  where: string,
  warnings: Warnings,
): number {
  const value = DECIMAL.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (Number.isFinite(value) && value >= min && value <= max) return value;
  const instead = Number.isNaN(fallback) ? 'foi ignorado' : `foi usado o padrão (${fallback})`;
  warnings.add(`${name} "${text}" ${where} não é um número de ${min} a ${max}; ${instead}.`);
  return fallback;
}

function readDecimal(
  element: XmlElement,
  name: string,
  fallback: number,
  range: [number, number],
  where: string,
  warnings: Warnings,
): number {
  const value = attribute(element, name);
  return value === undefined ? fallback : parseDecimal(value, name, fallback, range, where, warnings);
}

/** A non-negative integer attribute; undefined when absent or malformed (with a warning). */
function readInteger(element: XmlElement, name: string, where: string, warnings: Warnings): number | undefined {
  const value = attribute(element, name);
  if (value === undefined) return undefined;
  if (/^\+?\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  warnings.add(`${name}="${value}" ${where} não é um inteiro maior ou igual a zero e foi ignorado.`);
  return undefined;
}

/** An xs:duration the engine can count (no negative durations, at least one part). */
function isDuration(value: string): boolean {
  return /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(value);
}
