import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // Playwright fixtures call their `use` argument, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Components render; they never reach the database directly (DESIGN.md §3).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/db', '@/lib/db/*'], message: 'Components never import lib/db.' }] },
      ],
    },
  },
]);
