// One lint setup for every workspace: TypeScript-aware rules plus the React hooks rules, no warnings allowed.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { portalRules } from './scripts/lint-rules.mjs';

// Inside the @portal/shared singleton (shared/src/federation/shared-map.cjs says why): a container
// importing them directly would bundle and run a second router, HTTP client or i18n instance.
const singletonLibraries = ['react-router-dom', 'axios', 'i18next', 'react-i18next'].map((name) => ({
  name,
  message: `Import ${name} through @portal/shared, so every container uses the one instance.`,
}));

const containerImports = [
  {
    name: '@portal/shared',
    importNames: ['useTranslation', 'translate', 'i18nKey'],
    message: "Import it from your container's src/i18n, which registers the container's strings before anything renders.",
  },
  {
    name: '@portal/contract/schemas',
    message: 'The schemas are the server\'s (they pull in TypeBox): a container imports types and rules from @portal/contract.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'api/data/**', 'api/media/**', 'e2e/test-results/**', 'e2e/.variants/**', 'e2e/playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // House conventions (scripts/lint-rules.mjs): file names, and workspaces that meet only
    // through their packages, tests included.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { portal: portalRules },
    rules: {
      'portal/file-name': 'error',
      'portal/no-cross-workspace-import': 'error',
      'portal/no-container-import-in-package': 'error',
    },
  },
  {
    // A link to another container's page goes through @portal/pages's catalogue (docs/architecture.md).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'],
    plugins: { portal: portalRules },
    rules: { 'portal/no-foreign-page-path': 'error' },
  },
  {
    // @portal/ui is compiled into containers: the same limits as their own code.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', ...singletonLibraries, ...containerImports],
      // A style attribute in server-rendered HTML is refused by the CSP (no 'unsafe-inline'): styles
      // go through styled-components, which the CSP allows by nonce (issue 20).
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='style']", message: 'No style attribute: use styled-components (the CSP refuses server-rendered inline styles).' }],
    },
  },
  {
    // A container's own src/i18n registers its strings, then hands out the translation helpers.
    files: ['shell/src/i18n/index.ts', 'mfe-*/src/i18n/index.ts', 'ui/src/i18n/index.ts'],
    rules: { 'no-restricted-imports': ['error', ...singletonLibraries, ...containerImports.filter((rule) => rule.name !== '@portal/shared')] },
  },
  {
    // The rules are what a browser bundle takes from the contract: no schema builder, no schema.
    files: ['contract/src/rules/**'],
    rules: {
      'no-restricted-imports': ['error', { name: 'typebox', message: 'Rules stay free of the schema builder: containers bundle them.' }],
      'no-restricted-syntax': ['error', { selector: 'ImportDeclaration[source.value=/^\\.\\.\\//]', message: 'Rules import only other rules: the schema files pull in TypeBox.' }],
    },
  },
  {
    // The table of calls reaches browser bundles: strings only, the schemas' types read at compile time.
    files: ['contract/src/calls/**'],
    rules: {
      'no-restricted-imports': ['error', { name: 'typebox', allowTypeImports: true, message: 'The table of calls names its schemas: containers bundle it.' }],
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[importKind='value'][source.value=/^\\.\\.\\//]", message: 'The table of calls imports the schema files as types only: their values would bundle TypeBox.' }],
    },
  },
  {
    // The containers' entry of the contract re-exports schema files as types only.
    files: ['contract/src/index.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ExportAllDeclaration[exportKind='value'][source.value=/^\\.\\/(?!rules\\/|calls\\/)/]",
        message: "Schema files reach containers as types only ('export type *'): their values would bundle TypeBox.",
      }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
