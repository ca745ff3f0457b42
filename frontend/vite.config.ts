/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const rulesFile = fileURLToPath(new URL('./src/rules/generated/rules.js', import.meta.url));

/**
 * The rules module (src/rules/generated/rules.js) is written by Maven's process-classes (TeaVM).
 * A frontend-only checkout without it still builds and runs: the import resolves to a stub whose
 * functions say the module is missing, and the play pages show that message.
 */
function missingRulesStub(): Plugin {
  const id = '\0arena-rules-stub';
  return {
    name: 'arena-missing-rules-stub',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.endsWith('/generated/rules.js') && importer?.includes('/src/rules/') && !existsSync(rulesFile)) {
        this.warn('src/rules/generated/rules.js is missing (./mvnw process-classes writes it): using a stub');
        return id;
      }
      return null;
    },
    load(source) {
      if (source !== id) return null;
      const fail = 'function(){throw new Error("rules.js was not built: run ./mvnw process-classes")}';
      return `export const catalog=${fail};export const analyse=${fail};export const readSolution=${fail};export const writeSolution=${fail};`;
    },
  };
}

// `ARENA_BACKEND=http://localhost:8080 npm run dev` proxies the API and websockets to a running
// server. Without it there is no proxy: under Quinoa's dev mode the server proxies to Vite.
const backend = process.env.ARENA_BACKEND;

export default defineConfig({
  plugins: [missingRulesStub()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: backend
      ? {
          '/api': { target: backend, changeOrigin: false },
          '/q': { target: backend, changeOrigin: false },
          '/ws': { target: backend.replace(/^http/, 'ws'), ws: true, changeOrigin: false },
        }
      : undefined,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
