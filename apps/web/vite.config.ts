import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.TRILHA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      ].map((path) => [
        path,
        {
          target: apiTarget,
          changeOrigin: false,
          bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
        },
      ]),
    ),
  },
});
