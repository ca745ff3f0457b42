// ESLint for the browser app: TypeScript's recommended rules, and no import cycles, so
// that layers stay one-way (pages -> views -> rules/lib, never back). Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

/**
 * TypeScript's parser, reading `import type` (and `export type … from`) as ordinary imports.
 * eslint-plugin-import's no-cycle skips type-only imports and has no option to keep them; yet two
 * modules that need each other's types are still one tangle, so the cycle rule must see those edges
 * too. Only the import/export kind changes: the source, tokens and scopes are the parser's own.
 */
const parserSeeingTypeImports = {
  meta: { name: 'parser-seeing-type-imports' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) {
      if (node.type === 'ImportDeclaration') {
        node.importKind = 'value';
        for (const s of node.specifiers) if (s.importKind) s.importKind = 'value';
      } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
        node.exportKind = 'value';
        for (const s of node.specifiers ?? []) if (s.exportKind) s.exportKind = 'value';
      }
    }
    return result;
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'src/rules/generated/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The bot guide's JavaScript snippet is a Node.js script a bot author runs (BotGuideSnippetsTest runs it).
  { files: ['src/pages/guide-rules/*.mjs'], languageOptions: { globals: { console: 'readonly' } } },
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    // The cycle rule parses each imported module with the linting parser (no 'import/parsers'), so
    // type-only imports count there as well as in the file being linted.
    languageOptions: { parser: parserSeeingTypeImports },
    // The imports are .ts files named without their extension: resolved as such, so the cycle rule
    // sees the whole graph (dynamic import() included).
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/extensions': ['.ts', '.js'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // A page is a pure model and small views (lib/ and pages/<page>/): no function grows past a
      // screenful or two, tests' describe blocks included.
      'max-lines-per-function': ['error', { max: 200 }],
      // `_name`: a parameter an interface requires and this implementation does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `any` appears only where untyped JSON comes in (the engine's positions, API bodies), and the
      // readers there check every field they take; `unknown` everywhere else.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
