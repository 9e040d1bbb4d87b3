import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// CONSUMER_SIZE=1: React left out of the bundle, so the output measures what the kit (and every
// other dependency) costs the app, as the bench's size budgets do.
const isReact = (id: string) => /^react(-dom)?(\/|$)/.test(id);

export default defineConfig({
  plugins: [react()],
  build: process.env.CONSUMER_SIZE
    ? { outDir: 'dist-size', modulePreload: false, rolldownOptions: { external: isReact } }
    : {},
});
