import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkReport } from './build/chunk-report';

const apiTarget = process.env.TRILHA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunkReport(),
    // The service worker precaches the shell; the manifest is served per host by the server (each brand
    // installs with its own name, colours and icon), so the plugin writes none. A new version waits for
    // the app to ask the member ('prompt').
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: '/index.html',
        // Server pages and files the browser navigates to directly.
        navigateFallbackDenylist: [
          /^\/login\/sso\//,
          /^\/files\//,
          /^\/scorm-content\//,
          /^\/manifest\.webmanifest$/,
          /^\/app-icon\//,
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
      ].map((path) => [
        path,
        {
          target: apiTarget,
          changeOrigin: false,
          // The chat's socket upgrades to WebSocket.
          ws: true,
          bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
        },
      ]),
    ),
  },
});
