import type { Plugin } from 'vite';

/** Where the build writes what each JavaScript chunk holds, for the size budgets (`scripts/budgets.mjs`). */
export const CHUNK_REPORT_FILE = '.vite/chunks.json';

/**
 * Writes, next to the build, each JavaScript chunk's file, whether it is the entry or a lazily loaded one,
 * the module it stands for, the chunks it imports statically and the source modules inside it with their size before compression.
 */
export function chunkReport(): Plugin {
  return {
    name: 'trilha-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = `${process.cwd()}/`;
      const relative = (id: string) => id.replace(root, '').replace(/^\0/, '');
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModule: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
          imports: chunk.imports,
          modules: Object.keys(chunk.modules).map(relative),
          moduleBytes: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, module]) => [relative(id), module.renderedLength]),
          ),
        }));
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
