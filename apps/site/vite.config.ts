import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The workspace packages resolve to their TypeScript source (the `source` export condition), so the
// site builds without building them first. `pnpm dev` proxies the API to the PocketBase `npm start`
// runs (or TUNEDECK_API_URL).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: process.env.TUNEDECK_API_URL ?? 'http://127.0.0.1:8090', changeOrigin: true },
    },
  },
  build: { outDir: process.env.TUNEDECK_SITE_OUT ?? 'dist', emptyOutDir: true },
});
