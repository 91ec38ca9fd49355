import { type EngineSequencing, readSequencing, type SequencingReading } from './scorm-sequencing';

export type { EngineSequencing, SequencingReading };

/** Reads a manifest's sequencing (`readSequencing` of `scorm-sequencing.ts`). */
export type SequencingReader = (manifest: Buffer) => SequencingReading;

/** What a package version keeps of its sequencing (`learning_scorm_packages.sequencing`). */
export type StoredSequencing = Pick<
  SequencingReading,
  'objectivesGlobalToSystem' | 'sharedDataGlobalToSystem' | 'deliverableIds' | 'mappedObjectiveIds' | 'sharedDataIds'
> & { sequencing: EngineSequencing };

/** The sequencing to keep with a package version, or null when the course has none to play (SCORM 1.2). */
export function storedSequencingOf(reading: SequencingReading | null): StoredSequencing | null {
  if (!reading?.sequencing) return null;
  return {
    sequencing: reading.sequencing,
    objectivesGlobalToSystem: reading.objectivesGlobalToSystem,
    sharedDataGlobalToSystem: reading.sharedDataGlobalToSystem,
    deliverableIds: reading.deliverableIds,
    mappedObjectiveIds: reading.mappedObjectiveIds,
    sharedDataIds: reading.sharedDataIds,
  };
}

/** Reads a stored package's sequencing, or null. */
export function parseStoredSequencing(text: string | null): StoredSequencing | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as StoredSequencing;
    if (!value?.sequencing?.activityTree) return null;
    return { ...value, mappedObjectiveIds: value.mappedObjectiveIds ?? [], sharedDataIds: value.sharedDataIds ?? [] };
  } catch {
    return null;
  }
}

/** The reader the import uses: the manifest's imsss elements into the engine's activity tree. */
export const readPackageSequencing: SequencingReader = readSequencing;
