/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** The modules Maven's process-classes writes (TeaVM), with the functions each exports. */
const GENERATED: Record<string, string[]> = {
  'rules.js': ['catalog', 'analyse', 'readSolution', 'writeSolution'],
  'lab.js': ['move', 'grade', 'analyse', 'evaluate', 'trace', 'bandit', 'match', 'moveSeed', 'census'],
};

/**
 * The rules module (src/rules/generated/rules.js) and the MCTS lab's engine (lab.js) are written
 * by Maven's process-classes (TeaVM). A frontend-only checkout without them still builds and runs:
 * the import resolves to a stub whose functions say the module is missing, and the pages that
 * need it show that message.
 */
function missingGeneratedStub(): Plugin {
  const prefix = '\0arena-generated-stub:';
  return {
    name: 'arena-missing-generated-stub',
    enforce: 'pre',
    resolveId(source, importer) {
      const name = Object.keys(GENERATED).find((f) => source.endsWith(`/generated/${f}`));
      const file = name && fileURLToPath(new URL(`./src/rules/generated/${name}`, import.meta.url));
      if (name && file && importer && !existsSync(file)) {
        this.warn(`src/rules/generated/${name} is missing (./mvnw process-classes writes it): using a stub`);
        return prefix + name;
      }
      return null;
    },
    load(source) {
      if (!source.startsWith(prefix)) return null;
      const name = source.slice(prefix.length);
      const fail = `function(){throw new Error("${name} was not built: run ./mvnw process-classes")}`;
      return GENERATED[name].map((f) => `export const ${f}=${fail};`).join('');
    },
  };
}

// `ARENA_BACKEND=http://localhost:8080 npm run dev` proxies the API and websockets to a running
// server. Without it there is no proxy: under Quinoa's dev mode the server proxies to Vite.
const backend = process.env.ARENA_BACKEND;

export default defineConfig({
  plugins: [missingGeneratedStub()],
  // The MCTS lab's worker is an ES module (it imports the compiled engine).
  worker: { format: 'es', plugins: () => [missingGeneratedStub()] },
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
    // A test waits for a condition, not for a time a busy machine misses: a generous ceiling per
    // test (a jsdom set-up and TeaVM's rules take seconds under load), none of them needs it.
    testTimeout: 30_000,
  },
});
