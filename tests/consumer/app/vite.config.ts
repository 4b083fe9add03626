import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset URLs: the test serves the build from /dist/.
export default defineConfig({ base: './', plugins: [react()], logLevel: 'warn' });
