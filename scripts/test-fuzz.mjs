// `npm run test:fuzz`: schemathesis against a production build on a fresh database, driven by the
// app's own /api/openapi.json, as an anonymous caller, a signed-in customer and the admin.
// Fails on any 5xx, any answer the document does not describe, or a change the caller may not make
// (checked on the database before and after each run, and the stock books must still balance).
//
// FUZZ_PROFILE=full (the default): ~23,000 generated requests. FUZZ_PROFILE=ci: fewer per
// operation, still at least 10,000. SKIP_BUILD=1 reuses the last build. FUZZ_SEED=n replays a run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureJars, startLocalMongo } from './db/local-mongo.mjs';
import { runSeed, runTsScript } from './db/run-seed.mjs';
import { prepareAccounts } from './fuzz/accounts.mjs';
import { forbiddenChanges, snapshot } from './fuzz/guard.mjs';
import { ensureSchemathesis, generatedCases, runSchemathesis } from './fuzz/schemathesis.mjs';
import { startApp, TEST_APP_ENV } from './test-support/start-app.mjs';

const PROFILES = { full: 150, ci: 100 };
const MIN_CASES = 10_000;
const profile = process.env.FUZZ_PROFILE ?? 'full';
const examplesPerOperation = PROFILES[profile];
if (!examplesPerOperation) throw new Error(`FUZZ_PROFILE is one of ${Object.keys(PROFILES).join(', ')}`);

const REPEATED_KEYS = ['fuzz-repeat-1', 'fuzz-repeat-2', 'fuzz-repeat-3'];

/** The server's own document, with real ids and emails as examples so requests reach real objects. */
function withExamples(document, examples) {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        // A few Idempotency-Keys for every request that takes one: the fuzzer sends repeats (the same
        // key again, with the same request or another), never only fresh keys.
        const values =
          parameter.in === 'path'
            ? examples[parameter.name]
            : parameter.in === 'header' && parameter.name === 'Idempotency-Key'
              ? REPEATED_KEYS
              : undefined;
        if (values) parameter.schema = { ...parameter.schema, examples: values };
      }
    }
  }
  return document;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
ensureJars();
const { threadSafe } = ensureSchemathesis();
if (!process.env.SKIP_BUILD) {
  const build = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mongo = await startLocalMongo({ quiet: true });
const dbEnv = { MONGODB_URI: mongo.uri, MONGODB_DB: 'partsmith_fuzz' };
const appEnv = { ...env, ...TEST_APP_ENV, ...dbEnv };
const work = mkdtempSync(path.join(os.tmpdir(), 'partsmith-fuzz-'));
const client = new MongoClient(mongo.uri);
let app;
let failed = [];
try {
  if (runSeed([], appEnv) !== 0) throw new Error('seeding failed');
  app = await startApp(dbEnv);
  const admin = { email: TEST_APP_ENV.ADMIN_EMAIL, password: TEST_APP_ENV.ADMIN_PASSWORD };
  const { admin: adminAccount, customer, examples } = await prepareAccounts(app.baseURL, admin);
  const document = await (await fetch(`${app.baseURL}/api/openapi.json`)).json();
  const schemaFile = path.join(work, 'openapi.json');
  writeFileSync(schemaFile, JSON.stringify(withExamples(document, examples)));
  const db = client.db(dbEnv.MONGODB_DB);

  // Credentials by the document's security schemes. The customer uses the session cookie (it also
  // reaches the session-only calls: token, password, sign out everywhere); the admin a token.
  const cookieValue = customer.cookie.slice(customer.cookie.indexOf('=') + 1);
  const callers = [
    { name: 'anonymous', actor: null, auth: '' },
    {
      name: 'customer',
      actor: customer.email,
      auth: `[auth.openapi.sessionCookie]\napi_key = "${cookieValue}"\n`,
    },
    { name: 'admin', actor: admin.email, auth: `[auth.openapi.bearer]\nbearer = "${adminAccount.token}"\n` },
  ];
  // Invalid input may be refused before it is read: a body over a route's size cap is 413 (an
  // array past its maxItems can be), which schemathesis's default list of rejections leaves out.
  const REJECTION_STATUSES =
    '\n[checks.negative_data_rejection]\nexpected-statuses = ' +
    '["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]\n';
  let total = 0;
  for (const caller of callers) {
    console.log(`\n== fuzzing as ${caller.name}`);
    const before = await snapshot(db);
    const configFile = path.join(work, `${caller.name}.toml`);
    writeFileSync(configFile, caller.auth + REJECTION_STATUSES);
    const { status, output } = await runSchemathesis(configFile, [
      schemaFile,
      '--url',
      app.baseURL,
      '--checks',
      'all',
      // Valid-looking input may still be refused by a rule the schema cannot say (stock, limits, state).
      '--exclude-checks',
      'positive_data_acceptance',
      '--max-examples',
      String(examplesPerOperation),
      '--workers',
      threadSafe ? '2' : '1',
      '--generation-database',
      'none',
      '--no-color',
      ...(process.env.FUZZ_SEED ? ['--seed', process.env.FUZZ_SEED] : []),
    ]);
    const cases = generatedCases(output);
    total += cases;
    if (status !== 0) failed.push(`${caller.name}: schemathesis found failures (exit ${status})`);
    if (caller.actor !== admin.email) {
      for (const problem of forbiddenChanges(before, await snapshot(db), caller.actor)) {
        failed.push(`${caller.name}: ${problem}`);
      }
    }
    if (runTsScript('check-stock.ts', [], appEnv) !== 0)
      failed.push(`${caller.name}: the stock books do not balance`);
    console.log(`== ${caller.name}: ${cases} generated requests`);
  }
  console.log(`\n== ${total} generated requests in all (profile ${profile})`);
  if (total < MIN_CASES) failed.push(`only ${total} generated requests (at least ${MIN_CASES})`);
} catch (error) {
  failed.push(error instanceof Error ? error.message : String(error));
} finally {
  await client.close();
  await app?.stop();
  await mongo.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`\nFuzzing failed:\n- ${failed.join('\n- ')}`);
  process.exit(1);
}
console.log('Fuzzing passed.');
