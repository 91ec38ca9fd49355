import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The lesson frame's own page, served on the content hosts at `/scorm-content/host/` (an origin that holds no
 * session; docs/scorm.md). Built after the app (`npm run build`) into `dist/scorm-host`, apart from the app's
 * files and its service worker. `sw.js` (the content origin's service worker) is copied as it is.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./scorm-host', import.meta.url)),
  base: '/scorm-content/host/',
  publicDir: 'public',
  plugins: [fileList()],
  build: {
    outDir: fileURLToPath(new URL('./dist/scorm-host', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});

/** Writes `files.json`: every file of the page, so the service worker keeps them all for offline lessons. */
function fileList(): Plugin {
  return {
    name: 'trilha-scorm-host-files',
    generateBundle(_options, bundle) {
      const files = [
        'index.html',
        ...Object.keys(bundle).filter((name) => name !== 'files.json' && name !== 'index.html'),
      ];
      this.emitFile({ type: 'asset', fileName: 'files.json', source: JSON.stringify(files) });
    },
  };
}
