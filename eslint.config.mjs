import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import { FEATURES, LAYERS } from './layers.config.mjs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const MONGODB = {
  name: 'mongodb',
  message:
    "Only lib/db and each module's store (lib/<module>/store) use the database driver: add a named operation there.",
};
const DB_FROM_PAGES = {
  group: ['@/lib/db', '@/lib/db/*'],
  message: 'Pages, routes and components reach data through a feature of lib/, never lib/db.',
};
const FETCH_FROM_COMPONENTS = {
  group: ['@/lib/client/api-fetch'],
  message: 'Components call our API through lib/client/use-api.ts (the token, 401/403, popups, refresh).',
};
const HTTP_FROM_DOMAIN = {
  group: ['@/lib/http', '@/lib/http/*', '@/lib/session', '@/lib/session/*'],
  message:
    'The domain throws AppError (lib/model/app-error.ts), which lib/http maps to HTTP, and is handed its Caller (lib/session finds it).',
};
const DOMAIN_FROM_DB = {
  group: ['@/lib/*', '!@/lib/db', '!@/lib/db/*', '!@/lib/model', '!@/lib/model/*', '!@/lib/env'],
  message: 'lib/db imports nothing from the domain: shared shapes belong in lib/model.',
};
const OUTSIDE_MODEL = {
  group: [
    '@/*',
    '!@/lib',
    '@/lib/*',
    '!@/lib/model',
    '!@/lib/model/*',
    'next',
    'next/*',
    'react',
    'server-only',
  ],
  message: 'lib/model imports nothing: it holds the shapes and words every layer shares.',
};
const OUTSIDE_SELLING = {
  group: [
    '@/*',
    '!@/lib',
    '@/lib/*',
    '!@/lib/selling',
    '!@/lib/selling/*',
    '!@/lib/model',
    '!@/lib/model/*',
    'next',
    'next/*',
    'server-only',
  ],
  message: 'lib/selling runs in the browser and on the server alike: it imports only itself and lib/model.',
};
const CLIENT_FROM_DOMAIN = {
  group: ['@/lib/client', '@/lib/client/*', '@/lib/ui', '@/lib/ui/*'],
  message: 'lib/client and lib/ui run in the browser: the domain never imports them.',
};
const SERVER_FROM_BROWSER = {
  group: [
    '@/lib/db',
    '@/lib/db/*',
    '@/lib/http',
    '@/lib/http/*',
    '@/lib/session',
    '@/lib/session/*',
    'server-only',
  ],
  message: 'lib/client and lib/ui run in the browser: no database, HTTP edge or session code here.',
};
const DOMAIN = FEATURES;

// Each module of lib/ has a face, its index.ts (and browser.ts, the part of a server module the
// browser may load): the only files anyone outside it imports, by `@/lib/<module>`, types included.
// Its own files import each other directly. Tests, e2e and scripts may reach inside (they test the
// pieces); a lazy `import()` of a validation schema keeps its own chunk.
const DEEP_IMPORT = /^@\/lib\/[a-z-]+\/./;
const FACE_SELECTORS = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map(
  (node) => ({
    selector: `${node}[source.value=${DEEP_IMPORT}]:not([source.value=/^@\\/lib\\/[a-z-]+\\/browser$/])`,
    message:
      'Import another module through its face, `@/lib/<module>` (its index.ts, or `/browser`): add the name there.',
  }),
);
const API_URL_SELECTORS = ['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
  (selector) => ({
    selector,
    message: 'Name the call from lib/client/endpoints.ts instead of writing an /api/ URL.',
  }),
);

// Every folder of lib/ belongs to one layer (layers.config.mjs), whose block below refuses its
// imports. A folder in none of them fails lint: its rules come first, so no code lands unguarded.
const placed = new Set(Object.values(LAYERS).flat());
const unplaced = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !placed.has(entry.name))
  .map((entry) => `lib/${entry.name}`);
if (unplaced.length > 0)
  throw new Error(`${unplaced.join(', ')}: give each folder a layer in layers.config.mjs first.`);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.cache/**',
    '.data/**',
    'playwright-report/**',
    '.test-reports/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
  {
    // No file imports itself back through others (the folders' graph is held in tests/unit/layers.test.ts).
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The site's header, footer, error pages and public listings link with plain anchors on
    // purpose: next/link's client code and prefetching would take public pages past issue 37's
    // JavaScript budget (components/layout/navbar.tsx). The dashboards still use next/link.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Playwright fixtures call their `use` argument, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // The two sealed edges (docs/architecture.md): only lib/db speaks to the database driver, and
  // the domain (lib/<feature>) knows nothing of HTTP. Each block names every restriction for its
  // files (a later block replaces the rule for the files it matches).
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/db/**', 'lib/*/store/**', 'scripts/**', 'tests/**', 'e2e/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [MONGODB] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [MONGODB], patterns: [DB_FROM_PAGES, FETCH_FROM_COMPONENTS] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['scripts/**', 'tests/**', 'e2e/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FACE_SELECTORS] },
  },
  {
    // A screen names its call from lib/client/endpoints.ts (path, method, input, answer): no URL of
    // our API is written by hand, so none can drift from the routes.
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...FACE_SELECTORS, ...API_URL_SELECTORS] },
  },
  {
    files: [`lib/{${DOMAIN.join(',')}}/**/*.{ts,tsx,mjs}`],
    ignores: ['lib/*/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [MONGODB], patterns: [HTTP_FROM_DOMAIN, CLIENT_FROM_DOMAIN] },
      ],
    },
  },
  {
    // A module's store holds its tables (lib/<module>/store): the driver, and nothing of HTTP or the browser.
    files: ['lib/*/store/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HTTP_FROM_DOMAIN, CLIENT_FROM_DOMAIN] }] },
  },
  {
    files: ['lib/db/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_FROM_DB] }] },
  },
  // The pure kernels every layer and the browser share.
  {
    files: ['lib/model/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [MONGODB], patterns: [OUTSIDE_MODEL] }] },
  },
  {
    files: ['lib/selling/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [MONGODB], patterns: [OUTSIDE_SELLING] }] },
  },
  {
    files: [`lib/{${LAYERS.browser.join(',')}}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [MONGODB], patterns: [SERVER_FROM_BROWSER] }] },
  },
]);
