// The layers of lib/ (docs/architecture.md), in one place: eslint.config.mjs refuses imports by
// them file by file, and tests/unit/layers.test.ts checks the folders' import graph against them
// (no two-way dependency, nothing running back up). Every folder of lib/ must be in one.

/** The features: rules and their data, never HTTP or the browser's code. */
export const FEATURES = [
  'accounts',
  'addresses',
  'attributes',
  'audit',
  'auth',
  'cache',
  'calendar',
  'cart',
  'catalog',
  'categories',
  'charges',
  'companies',
  'contact',
  'csv',
  'content',
  'facets',
  'health',
  'idempotency',
  'images',
  'inventory',
  'invoices',
  'limits',
  'mail',
  'ledger',
  'orders',
  'payments',
  'pricelists',
  'profile',
  'quotes',
  'returns',
  'reviews',
  'seed',
  'seo',
  'shipping',
  'tax',
  'users',
  'validation',
];

export const LAYERS = {
  /** Pure shapes and rules every layer and the browser share; they import only each other. */
  kernels: ['model', 'selling'],
  /** The database: imports the kernels only. */
  data: ['db'],
  features: FEATURES,
  /** HTTP: answers the features' errors, documents the API, and knows who calls (Auth.js's session). */
  edge: ['http', 'openapi', 'session'],
  /** The browser's own code: the API client policy and display constants. */
  browser: ['client', 'ui'],
};

/** What each layer may import, besides itself (files at lib/'s top: env.ts, database-settings.mjs). */
export const MAY_IMPORT = {
  kernels: ['kernels'],
  data: ['kernels'],
  features: ['kernels', 'data', 'features'],
  edge: ['kernels', 'data', 'features', 'browser:ui'],
  browser: ['kernels', 'features:validation', 'features:auth'],
};

/**
 * What each layer may name in `import type` besides: nothing of it runs, so it draws no arrow at
 * run time. The browser's endpoint table (lib/client/endpoints.ts) names the features' answers.
 */
export const MAY_IMPORT_TYPES = {
  browser: ['features'],
};
