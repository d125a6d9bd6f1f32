import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.CARDORA_SERVER_URL ?? 'http://localhost:3000';

// The panel is served by the server under /panel/; in dev Vite proxies the API to it.
export default defineConfig({
  base: '/panel/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/log': { target: server, changeOrigin: false },
      '/dev': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
