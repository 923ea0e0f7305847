import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, 'renderer');

export default defineConfig({
  root,
  // Relative asset paths: the same bundle loads from the web server and from Electron's file URL.
  base: './',
  plugins: [react()],
  build: { outDir: resolve(import.meta.dirname, 'dist-web'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
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
