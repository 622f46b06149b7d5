import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Two tiers (docs/architecture.md#tests): `unit` — pure rules, no build, no database, seconds;
 * `integration` — route handlers and the database, against a real database server and the
 * production build (tests/support/global-setup.ts starts both). `npm run test:unit` and
 * `npm run test:integration` run one each; e2e is Playwright's.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // 'server-only' throws outside React's server condition; tests are server code by definition.
      { find: 'server-only', replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/per-file-env.ts'],
        },
      },
    ],
  },
});
