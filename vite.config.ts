import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { aiSdkOwnDependencies } from './scripts/ai-sdk-own-dependencies.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), aiSdkOwnDependencies()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
});
