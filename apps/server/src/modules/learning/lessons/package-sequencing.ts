import type { Settings } from 'scorm-again';

/** scorm-again's `sequencing` setting: what the player's `new Scorm2004API({ sequencing })` takes. */
export type EngineSequencing = NonNullable<Settings['sequencing']>;

/**
 * What the manifest's sequencing reader (`scorm-sequencing.ts`, `readSequencing`) answers, as far as a
 * package version keeps it.
 */
export type SequencingReading = {
  /** The engine's settings (`activityTree`); null for SCORM 1.2 and for a manifest that could not be read. */
  sequencing: EngineSequencing | null;
  /** `adlseq:objectivesGlobalToSystem`: global objectives shared by all of the member's courses (else one attempt's). */
  objectivesGlobalToSystem: boolean;
  /** `adlcp:sharedDataGlobalToSystem`: `adl.data` stores outlive an attempt on the course. */
  sharedDataGlobalToSystem: boolean;
  /** The leaf activities (items with a resource) in tree order. */
  deliverableIds: string[];
  /** Portuguese, for the console. */
  warnings: string[];
};

/** Reads a manifest's sequencing (`readSequencing` of `scorm-sequencing.ts`). */
export type SequencingReader = (manifest: Buffer) => SequencingReading;

/** What a package version keeps of its sequencing (`learning_scorm_packages.sequencing`). */
export type StoredSequencing = Omit<SequencingReading, 'warnings' | 'sequencing'> & { sequencing: EngineSequencing };

/** The sequencing to keep with a package version, or null when the course has none to play (SCORM 1.2). */
export function storedSequencingOf(reading: SequencingReading | null): StoredSequencing | null {
  if (!reading?.sequencing) return null;
  return {
    sequencing: reading.sequencing,
    objectivesGlobalToSystem: reading.objectivesGlobalToSystem,
    sharedDataGlobalToSystem: reading.sharedDataGlobalToSystem,
    deliverableIds: reading.deliverableIds,
  };
}

/** Reads a stored package's sequencing, or null. */
export function parseStoredSequencing(text: string | null): StoredSequencing | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as StoredSequencing;
    return value?.sequencing?.activityTree ? value : null;
  } catch {
    return null;
  }
}

/**
 * The reader the import uses. `scorm-sequencing.ts` (the manifest's imsss elements into the engine's activity
 * tree) is written apart; until it is part of the module no package keeps sequencing, and SCORM 2004 courses
 * play in tree order as SCORM 1.2 courses do.
 */
export const readPackageSequencing: SequencingReader | null = null;
