import { parsePrerequisites } from '@trilha/shared/rules/scorm-prerequisites';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import { decodeXml, XmlSyntaxError } from '../../../platform/xml';
import { PackageError } from './package-zip';
import { attribute, childNamed, childrenNamed, parseXml, type XmlElement } from './xml-tree';

/** SCORM 2004 editions; null when a 2004 manifest does not say. */
export type Scorm2004Edition = '2nd' | '3rd' | '4th';

/** 2004 sequencing of an item as far as the platform uses it (IMS Simple Sequencing, SCORM 2004 SN). */
export type ItemSequencing = {
  controlMode: { choice: boolean; choiceExit: boolean; flow: boolean; forwardOnly: boolean };
  /** The primary objective: satisfied by measure, and the scaled score that satisfies it. */
  primaryObjective: { objectiveId: string | null; satisfiedByMeasure: boolean; minNormalizedMeasure: number } | null;
  /** Every objective id the item declares (primary first), for `cmi.objectives`. */
  objectiveIds: string[];
  attemptLimit: number | null;
  attemptAbsoluteDurationLimit: string | null;
  tracked: boolean;
  completionSetByContent: boolean;
  objectiveSetByContent: boolean;
  /** Pre-, post- and exit-condition and rollup rules the manifest declares (kept, not interpreted). */
  ruleCount: number;
};

/** What a launchable item opens. */
export type ItemLaunch = {
  /** The resource's identifier in the manifest. */
  resource: string;
  /** `sco` talks to the run-time API; an `asset` is shown and counts as completed when opened. */
  scormType: 'sco' | 'asset';
  /** The launch file's path inside the package (decoded, no query), checked to exist. */
  path: string;
  /** Query and fragment to append to the file's address (the href's own plus the item's parameters). */
  query: string;
};

/** An item of the organization: launchable (with `launch`), or a folder of other items. */
export type ManifestItem = {
  identifier: string;
  title: string;
  isVisible: boolean;
  launch: ItemLaunch | null;
  children: ManifestItem[];
  /** SCORM 1.2 `adlcp:masteryscore` (0-100), or 2004's minimum normalized measure times 100. */
  masteryScore: number | null;
  /** SCORM 1.2 `adlcp:prerequisites` (aicc_script). */
  prerequisites: string | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
  /** 2004 completion threshold (`minProgressMeasure`, 0..1) when completion is set by measure. */
  completionThreshold: number | null;
  sequencing: ItemSequencing | null;
};

export type ScormManifest = {
  identifier: string;
  version: ScormVersion;
  edition: Scorm2004Edition | null;
  /** The course title: the organization's, else the manifest's identifier. */
  title: string;
  /** The organization used (the default one) with its item tree. */
  organization: { identifier: string; title: string; sequencing: ItemSequencing | null; items: ManifestItem[] };
  /** Things a strict reader would complain about but the course runs without. */
  warnings: string[];
};

/** Options for reading a manifest: which files the package has, to check launch files against. */
export type ManifestContext = { hasFile: (path: string) => string | undefined };

const NS_SCORM12 = /adlcp_rootv1p2/i;
const NS_SCORM2004 = /adlcp_v1p3|imsss|adlseq_v1p3|adlnav_v1p3|imscp_v1p1/i;

/**
 * Reads `imsmanifest.xml`: the SCORM version and edition (from `schemaversion`, else the namespaces, else
 * how `scormType` is spelled), the default organization (the first one when the default is missing) with
 * its item tree, and for each launchable item its resource, launch file (with `xml:base` at manifest,
 * resources and resource level, and the item's `parameters`), mastery score, prerequisites, time limits,
 * data from the LMS and basic 2004 sequencing. Refuses with a `PackageError` what cannot run: no
 * organization nor SCO, items pointing at missing resources, launch files missing from the package.
 */
export function parseScormManifest(bytes: Buffer, context: ManifestContext): ScormManifest {
  let root: XmlElement;
  try {
    root = parseXml(decodeXml(bytes));
  } catch (error) {
    const line = error instanceof XmlSyntaxError && error.line ? ` (linha ${error.line})` : '';
    throw new PackageError(`O arquivo imsmanifest.xml não é um XML válido${line}.`);
  }
  if (root.local.toLowerCase() !== 'manifest') {
    throw new PackageError('O arquivo imsmanifest.xml não descreve um pacote (falta o elemento manifest).');
  }
  const warnings: string[] = [];
  const { version, edition } = detectVersion(root, warnings);
  const resources = readResources(root);
  const collection = readSequencingCollection(root);
  const { organization, wanted } = findOrganization(root);
  if (wanted && organization && attribute(organization, 'identifier') !== wanted) {
    const used = attribute(organization, 'identifier') ?? textOf(childNamed(organization, 'title'));
    warnings.push(
      used
        ? `A organização padrão "${wanted}" não existe; foi usada "${used}".`
        : `A organização padrão "${wanted}" não existe; foi usada a primeira do manifesto.`,
    );
  }

  const readItems = (parent: XmlElement): ManifestItem[] =>
    childrenNamed(parent, 'item').flatMap((element) => {
      const item = readItem(element, version, resources, collection, context, warnings, readItems);
      return item ? [item] : [];
    });

  let items: ManifestItem[];
  let orgTitle: string;
  let orgIdentifier: string;
  let orgSequencing: ItemSequencing | null = null;
  if (organization) {
    items = readItems(organization);
    orgTitle = textOf(childNamed(organization, 'title')) || attribute(organization, 'identifier') || '';
    orgIdentifier = attribute(organization, 'identifier') ?? 'organization';
    orgSequencing = readSequencing(childNamed(organization, 'sequencing'), collection);
  } else {
    // A package without an organization: each SCO resource becomes an item, in manifest order.
    warnings.push('O pacote não tem organização; cada SCO foi listado como uma lição.');
    items = [...resources.values()]
      .filter((resource) => resource.scormType === 'sco' && resource.href)
      .map((resource) => ({
        identifier: resource.identifier,
        title: resource.identifier,
        isVisible: true,
        launch: resolveLaunch(resource, undefined, resource.identifier, context, warnings),
        children: [],
        masteryScore: null,
        prerequisites: null,
        maxTimeAllowed: null,
        timeLimitAction: null,
        dataFromLms: null,
        completionThreshold: null,
        sequencing: null,
      }));
    orgTitle = '';
    orgIdentifier = 'organization';
  }
  if (!hasLaunchable(items)) {
    throw new PackageError('O pacote não tem nenhuma lição (SCO ou recurso) para abrir.');
  }
  const identifier = attribute(root, 'identifier') ?? 'pacote';
  return {
    identifier,
    version,
    edition,
    title: orgTitle || identifier,
    organization: { identifier: orgIdentifier, title: orgTitle || identifier, sequencing: orgSequencing, items },
    warnings,
  };
}

/**
 * The organization a course plays: the one `organizations default` names, else the first; `wanted` is the
 * default as written (so a caller can say it was missing).
 */
export function findOrganization(root: XmlElement): {
  organization: XmlElement | undefined;
  wanted: string | undefined;
} {
  const organizations = childNamed(root, 'organizations');
  const all = childrenNamed(organizations, 'organization');
  const wanted = attribute(organizations, 'default');
  return { organization: all.find((candidate) => attribute(candidate, 'identifier') === wanted) ?? all[0], wanted };
}

/** The launchable items in tree order: the order in which a course is navigated. */
export function launchableItems(items: readonly ManifestItem[]): ManifestItem[] {
  return items.flatMap((item) => [...(item.launch ? [item] : []), ...launchableItems(item.children)]);
}

function hasLaunchable(items: readonly ManifestItem[]): boolean {
  return launchableItems(items).length > 0;
}

function textOf(element: XmlElement | undefined): string {
  return element?.text ?? '';
}

/**
 * The SCORM version and, for 2004, the edition `schemaversion` states (null when it does not); without
 * `schemaversion`, the namespaces and then the spelling of `scormType` decide the version.
 */
export function detectVersion(
  root: XmlElement,
  warnings: string[],
): { version: ScormVersion; edition: Scorm2004Edition | null } {
  const schemaVersion = textOf(childNamed(childNamed(root, 'metadata'), 'schemaversion'));
  if (/^1\.2$/.test(schemaVersion)) return { version: '1.2', edition: null };
  if (/2004/.test(schemaVersion) || /^CAM 1\.3$/i.test(schemaVersion)) {
    const edition = /4th/i.test(schemaVersion)
      ? '4th'
      : /3rd/i.test(schemaVersion)
        ? '3rd'
        : /2nd|CAM 1\.3/i.test(schemaVersion)
          ? '2nd'
          : null;
    return { version: '2004', edition };
  }
  const namespaces = [...collectNamespaces(root)];
  const location = attribute(root, 'schemaLocation') ?? '';
  if (namespaces.some((uri) => NS_SCORM12.test(uri)) || /adlcp_rootv1p2/i.test(location)) {
    return { version: '1.2', edition: null };
  }
  if (namespaces.some((uri) => NS_SCORM2004.test(uri)) || /adlcp_v1p3/i.test(location)) {
    return { version: '2004', edition: null };
  }
  if (findAttributeName(root, 'scormType')) return { version: '2004', edition: null };
  warnings.push('O pacote não declara a versão do SCORM; foi tratado como SCORM 1.2.');
  return { version: '1.2', edition: null };
}

function collectNamespaces(element: XmlElement, found = new Set<string>()): Set<string> {
  for (const uri of element.namespaces.values()) found.add(uri);
  for (const child of element.children) collectNamespaces(child, found);
  return found;
}

/** True when some element spells an attribute exactly so (`scormType` is 2004's spelling, `scormtype` 1.2's). */
function findAttributeName(element: XmlElement, exact: string): boolean {
  if ([...element.attributes.keys()].includes(exact)) return true;
  return element.children.some((child) => findAttributeName(child, exact));
}

/** A `resource` of the manifest, as launching it needs. */
export type Resource = {
  identifier: string;
  scormType: 'sco' | 'asset';
  href: string | undefined;
  /** Base addresses from the manifest, resources and resource `xml:base`, outermost first. */
  bases: string[];
};

/** The manifest's resources by identifier (those without one are skipped). */
export function readResources(root: XmlElement): Map<string, Resource> {
  const resourcesElement = childNamed(root, 'resources');
  const bases = [attribute(root, 'base'), attribute(resourcesElement, 'base')].filter(
    (base): base is string => base !== undefined,
  );
  const resources = new Map<string, Resource>();
  for (const element of childrenNamed(resourcesElement, 'resource')) {
    const identifier = attribute(element, 'identifier');
    if (!identifier) continue;
    const type = attribute(element, 'scormType')?.toLowerCase();
    const resourceBase = attribute(element, 'base');
    resources.set(identifier, {
      identifier,
      scormType: type === 'sco' ? 'sco' : 'asset',
      href: attribute(element, 'href'),
      bases: resourceBase ? [...bases, resourceBase] : bases,
    });
  }
  return resources;
}

function readSequencingCollection(root: XmlElement): Map<string, XmlElement> {
  const collection = new Map<string, XmlElement>();
  for (const element of childrenNamed(childNamed(root, 'sequencingCollection'), 'sequencing')) {
    const id = attribute(element, 'ID');
    if (id) collection.set(id, element);
  }
  return collection;
}

function readItem(
  element: XmlElement,
  version: ScormVersion,
  resources: Map<string, Resource>,
  collection: Map<string, XmlElement>,
  context: ManifestContext,
  warnings: string[],
  readItems: (parent: XmlElement) => ManifestItem[],
): ManifestItem | null {
  const identifier = attribute(element, 'identifier') ?? '';
  const title = textOf(childNamed(element, 'title')) || identifier;
  const children = readItems(element);
  const reference = attribute(element, 'identifierref');
  let launch: ItemLaunch | null = null;
  if (reference) {
    const resource = resources.get(reference);
    if (!resource) {
      throw new PackageError(`A lição "${title}" aponta para o recurso "${reference}", que não existe no manifesto.`);
    }
    launch = resolveLaunch(resource, attribute(element, 'parameters'), title, context, warnings);
  } else if (children.length === 0) {
    warnings.push(`O item "${title}" não tem conteúdo nem subitens e foi ignorado.`);
    return null;
  }

  const sequencing = readSequencing(childNamed(element, 'sequencing'), collection);
  const masteryText = textOf(childNamed(element, 'masteryscore'));
  let masteryScore: number | null = null;
  if (version === '1.2' && masteryText) {
    const value = Number(masteryText);
    if (Number.isFinite(value) && value >= 0 && value <= 100) masteryScore = value;
    else warnings.push(`A nota mínima "${masteryText}" da lição "${title}" não é um número de 0 a 100 e foi ignorada.`);
  }
  if (version === '2004' && sequencing?.primaryObjective?.satisfiedByMeasure) {
    masteryScore = Math.round(sequencing.primaryObjective.minNormalizedMeasure * 10000) / 100;
  }

  const prerequisites = textOf(childNamed(element, 'prerequisites')) || null;
  if (prerequisites && !parsePrerequisites(prerequisites).ok) {
    warnings.push(`Os pré-requisitos "${prerequisites}" da lição "${title}" não puderam ser lidos e foram ignorados.`);
  }

  return {
    identifier,
    title,
    isVisible: attribute(element, 'isvisible')?.toLowerCase() !== 'false',
    launch,
    children,
    masteryScore,
    prerequisites: version === '1.2' ? prerequisites : null,
    maxTimeAllowed: textOf(childNamed(element, 'maxtimeallowed')) || sequencing?.attemptAbsoluteDurationLimit || null,
    timeLimitAction: textOf(childNamed(element, 'timelimitaction')) || null,
    dataFromLms: textOf(childNamed(element, 'datafromlms')) || null,
    completionThreshold: readCompletionThreshold(childNamed(element, 'completionThreshold')),
    sequencing,
  };
}

/** 3rd edition writes the threshold as text; 4th edition as `minProgressMeasure` with `completedByMeasure`. */
function readCompletionThreshold(element: XmlElement | undefined): number | null {
  if (!element) return null;
  const byMeasure = attribute(element, 'completedByMeasure');
  const measure = attribute(element, 'minProgressMeasure') ?? (element.text || undefined);
  if (byMeasure !== undefined && byMeasure.toLowerCase() !== 'true') return null;
  if (byMeasure === undefined && !element.text) return null;
  const value = Number(measure ?? '1');
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

const isTrue = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value.toLowerCase() === 'true' || value === '1';

function readSequencing(element: XmlElement | undefined, collection: Map<string, XmlElement>): ItemSequencing | null {
  if (!element) return null;
  const shared = attribute(element, 'IDRef') ? collection.get(attribute(element, 'IDRef') as string) : undefined;
  // Local children override those of the referenced collection entry (SN book, 3.2).
  const pick = (name: string) => childNamed(element, name) ?? childNamed(shared, name);
  const control = pick('controlMode');
  const limits = pick('limitConditions');
  const delivery = pick('deliveryControls');
  const objectives = pick('objectives');
  const primary = childNamed(objectives, 'primaryObjective');
  const primaryMeasure = Number(textOf(childNamed(primary, 'minNormalizedMeasure')) || '1');
  const objectiveIds = [primary, ...childrenNamed(objectives, 'objective')]
    .map((objective) => attribute(objective, 'objectiveID'))
    .filter((id): id is string => id !== undefined);
  const rules = pick('sequencingRules');
  const rollup = pick('rollupRules');
  const attemptLimit = Number(attribute(limits, 'attemptLimit'));
  return {
    controlMode: {
      choice: isTrue(attribute(control, 'choice'), true),
      choiceExit: isTrue(attribute(control, 'choiceExit'), true),
      flow: isTrue(attribute(control, 'flow'), false),
      forwardOnly: isTrue(attribute(control, 'forwardOnly'), false),
    },
    primaryObjective: primary
      ? {
          objectiveId: attribute(primary, 'objectiveID') ?? null,
          satisfiedByMeasure: isTrue(attribute(primary, 'satisfiedByMeasure'), false),
          minNormalizedMeasure: Number.isFinite(primaryMeasure) ? Math.min(1, Math.max(-1, primaryMeasure)) : 1,
        }
      : null,
    objectiveIds: [...new Set(objectiveIds)],
    attemptLimit: Number.isInteger(attemptLimit) && attemptLimit > 0 ? attemptLimit : null,
    attemptAbsoluteDurationLimit: attribute(limits, 'attemptAbsoluteDurationLimit') ?? null,
    tracked: isTrue(attribute(delivery, 'tracked'), true),
    completionSetByContent: isTrue(attribute(delivery, 'completionSetByContent'), false),
    objectiveSetByContent: isTrue(attribute(delivery, 'objectiveSetByContent'), false),
    ruleCount: (rules?.children.length ?? 0) + (rollup?.children.length ?? 0),
  };
}

const PACKAGE_ORIGIN = 'https://package.invalid/';

/**
 * Resolves a resource's launch address against its `xml:base` chain and appends the item's parameters as
 * the CAM says: a leading `?` or `&` is dropped, then joined with `&` when the address already has a query,
 * else with `?`; parameters starting with `#` become the fragment unless the address has one.
 */
export function resolveLaunch(
  resource: Resource,
  parameters: string | undefined,
  title: string,
  context: ManifestContext,
  warnings: string[],
): ItemLaunch {
  if (!resource.href) {
    throw new PackageError(`O recurso "${resource.identifier}" da lição "${title}" não indica o arquivo de início.`);
  }
  let url: URL;
  try {
    let base = new URL(PACKAGE_ORIGIN);
    for (const part of resource.bases) base = new URL(part.endsWith('/') ? part : `${part}/`, base);
    url = new URL(resource.href.trim().replaceAll('\\', '/'), base);
  } catch {
    throw new PackageError(`O endereço de início "${resource.href}" da lição "${title}" é inválido.`);
  }
  if (url.origin !== new URL(PACKAGE_ORIGIN).origin) {
    throw new PackageError(
      `A lição "${title}" abre um endereço externo (${resource.href}); só conteúdo dentro do pacote é aceito.`,
    );
  }
  let wanted: string;
  try {
    wanted = decodeURIComponent(url.pathname.slice(1));
  } catch {
    wanted = url.pathname.slice(1);
  }
  const found = context.hasFile(wanted);
  if (!found) {
    throw new PackageError(`O arquivo de início "${wanted}" da lição "${title}" não está no pacote.`);
  }
  if (found !== wanted) {
    warnings.push(`O arquivo de início "${wanted}" da lição "${title}" foi encontrado como "${found}".`);
  }
  return {
    resource: resource.identifier,
    scormType: resource.scormType,
    path: found,
    query: joinParameters(url.search, url.hash, parameters),
  };
}

/** The query and fragment of a launch address with an item's `parameters` appended (SCORM CAM, item parameters). */
export function joinParameters(search: string, hash: string, parameters: string | undefined): string {
  let query = search;
  let fragment = hash;
  const value = parameters?.trim() ?? '';
  if (value.startsWith('#')) {
    if (!fragment) fragment = value;
  } else if (value) {
    const stripped = value.replace(/^[?&]+/, '');
    if (stripped) query = query ? `${query}&${stripped}` : `?${stripped}`;
  }
  return query + fragment;
}
