import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { KEPT_FILES_CACHE } from '../../packages/shared/src/constants';
import { chunkReport } from './build/chunk-report';
import { precompress } from './build/precompress';
import { splitTexts } from './build/split-texts';

const apiTarget = process.env.TRILHA_API ?? 'http://localhost:3000';

// React Router's package names its development build for every import condition; the production build (the
// same code without its development warnings) is chosen by path for `vite build`, about 10 KB less before the
// first screen.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    chunkReport(),
    splitTexts(),
    // The service worker precaches the shell; the manifest is served per host by the server (each brand
    // installs with its own name, colours and icon), so the plugin writes none. A new version waits for
    // the app to ask the member ('prompt').
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The lesson frame's page is served on the content hosts, never by this worker (vite.scorm-host.config.ts).
        globIgnores: ['scorm-host/**'],
        navigateFallback: '/index.html',
        // Server pages and files the browser navigates to directly.
        navigateFallbackDenylist: [
          /^\/login\/sso\//,
          /^\/files\//,
          /^\/scorm-content\//,
          /^\/manifest\.webmanifest$/,
          /^\/app-icon\//,
        ],
        // The files a member keeps on the device (the app puts them in this cache) answer from it, byte
        // ranges included, so a kept video plays offline; nothing else is added to it by the worker.
        runtimeCaching: [
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: KEPT_FILES_CACHE,
              rangeRequests: true,
              // A kept file is found whatever signature its address carries today (kept-files.ts, keptFileKey).
              matchOptions: { ignoreSearch: true },
              cacheableResponse: { headers: { 'x-trilha-kept-file': '1' } },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    // Every browser the target allows knows `<link rel="modulepreload">`: no polyfill in the first screen.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file for its preloads (about 200 names): seven characters of hash
        // instead of eight keep the names unique per version and the first screen about 480 bytes lighter.
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  server: {
    // `npm run dev -w @trilha/web` proxies API calls to a running server.
    proxy: Object.fromEntries(
      [
        '/app',
        '/login',
        '/users',
        '/files',
        '/content',
        '/learning',
        '/store',
        '/campaign',
        '/tracking',
        '/uploads',
        '/contract',
        '/manifest.webmanifest',
        '/app-icon',
        '/chat',
        '/sections',
        '/useruploads',
        '/library',
        '/notifications',
        '/messages',
        '/socket.io',
        '/scorm-content',
      ].map((path) => [
        path,
        {
          target: apiTarget,
          changeOrigin: false,
          // The chat's socket upgrades to WebSocket.
          ws: true,
          // Pages the server answers itself (a lesson's frame on a content host) are proxied too.
          bypass: (req) =>
            req.headers.accept?.includes('text/html') && !req.url?.startsWith('/scorm-content/')
              ? '/index.html'
              : undefined,
        },
      ]),
    ),
  },
}));
