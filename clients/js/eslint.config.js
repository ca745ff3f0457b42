// ESLint for the rules package: ESLint's recommended rules on its JavaScript. The tools are the
// browser app's locked ones (frontend/node_modules), so this package keeps no dependencies of its
// own; formatting is Prettier's (.prettierrc.json, the browser app's settings).
import { createRequire } from 'node:module';

const js = createRequire(new URL('../../frontend/package.json', import.meta.url))('@eslint/js');

// The globals that this package's code and tests use (all but process are a browser's too).
const node = {
  console: 'readonly',
  process: 'readonly',
  URL: 'readonly',
  URLSearchParams: 'readonly',
  fetch: 'readonly',
  crypto: 'readonly',
  setTimeout: 'readonly',
  AbortSignal: 'readonly',
};

export default [
  // rules.js is TeaVM's output, copied in by `npm run rules`.
  { ignores: ['rules.js', 'node_modules/**'] },
  js.configs.recommended,
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: node } },
];
