import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { enhanceEntry } from './vite/enhance-entry.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhanceEntry()],
  build: {
    // Hashed assets are served with immutable caching; keep them in one folder.
    assetsDir: 'assets',
  },
});
