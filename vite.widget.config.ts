import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/** The typed API beside the loader: /widget.d.ts. */
const publishTypes = (): Plugin => ({
  name: 'webchat-widget-types',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'widget.d.ts',
      source: readFileSync(new URL('./src/embed/widget.d.ts', import.meta.url), 'utf8'),
    });
  },
});

/**
 * widget.js, the host-page loader (src/embed): one small IIFE with a fixed name (host pages
 * link to it for ever, so no hash; the server gives it a short cache), written into the app's
 * build beside index.html without emptying it. Run after the app's build (`npm run build`).
 */
export default defineConfig({
  publicDir: false,
  plugins: [publishTypes()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    // As the app: a browser that cannot run the chat has no use for its launcher.
    target: 'es2022',
    minify: 'esbuild',
    sourcemap: false,
    lib: {
      entry: 'src/embed/main.ts',
      formats: ['iife'],
      name: 'webchatLoader',
      fileName: () => 'widget.js',
    },
    // The function wrapper is enough; "use strict" costs bytes and changes nothing here.
    rollupOptions: { output: { strict: false } },
  },
});
