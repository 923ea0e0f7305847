import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadReport } from './vite/first-load';
import { PHASER_ALIASES, phaserFlags } from './vite/phaser-build';

const root = resolve(import.meta.dirname, 'renderer');

export default defineConfig({
  root,
  // Relative asset paths: the same bundle loads from the web server and from Electron's file URL.
  base: './',
  resolve: { alias: PHASER_ALIASES },
  plugins: [react(), phaserFlags(), firstLoadReport()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // zod and the line that turns its eval probe off share one chunk, that line last: every
        // chunk that builds schemas imports it, so jitless is set before the first schema exists
        // (the Content-Security-Policy forbids eval). See renderer/src/zod-setup.ts.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|renderer[\\/]src[\\/]zod-setup\.ts$/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/idp': 'http://127.0.0.1:3001',
      '/health': 'http://127.0.0.1:3001',
      '/socket.io': { target: 'http://127.0.0.1:3001', ws: true },
    },
  },
});
