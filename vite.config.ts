import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { aiSdkOwnDependencies } from './scripts/ai-sdk-own-dependencies.ts';
import { shellChunks } from './scripts/shell-chunks.ts';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    aiSdkOwnDependencies(),
    shellChunks({
      entry: 'web/main.tsx',
      parts: [
        { name: 'page-session', path: 'web/app/page-session.ts' },
        { name: 'app', path: 'web/app/app.tsx' },
      ],
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
});
