// ESLint for the browser app: TypeScript's recommended rules, and no import cycles, so
// that layers stay one-way (pages -> views -> rules/lib, never back). Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

export default tseslint.config(
  { ignores: ['dist/**', 'src/rules/generated/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    // The imports are .ts files named without their extension: resolved and parsed as such, so the
    // cycle rule sees the whole graph (dynamic import() included).
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // `_name`: a parameter an interface requires and this implementation does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` appears only where untyped JSON comes in (the engine's positions, API bodies), and the
      // readers there check every field they take; `unknown` everywhere else.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
