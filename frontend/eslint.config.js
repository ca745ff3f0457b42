// ESLint for the browser app (issue 12): TypeScript's recommended rules, and no import cycles, so
// that layers stay one-way (pages -> views -> rules/lib, never back). Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'src/rules/generated/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    // The imports are .ts files named without their extension: resolved as such, so cycles are seen.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `_name`: a parameter an interface requires and this implementation does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` appears only where untyped JSON comes in (the engine's positions, API bodies), and the
      // readers there check every field they take; `unknown` everywhere else.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
