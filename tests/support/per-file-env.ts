import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

// Each test file works in a database of its own, so files can run in parallel without sharing data.
Object.assign(process.env, TEST_APP_ENV, {
  NODE_ENV: 'test',
  MONGODB_URI: inject('mongoUri'),
  MONGODB_DB: `t-${randomBytes(6).toString('hex')}`,
});
