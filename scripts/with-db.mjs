// `npm run dev` / `npm start` / `npm run seed` / `npm run db`: runs against MONGODB_URI or, when it is
// unset, against a local mongo-java-server whose data lives in .data/ and survives restarts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { MongoClient } from 'mongodb';
import { startLocalMongo } from './db/local-mongo.mjs';
import { runSeed } from './db/run-seed.mjs';

const mode = process.argv[2];
const extraArgs = process.argv.slice(3);
if (!['dev', 'start', 'seed', 'db'].includes(mode)) {
  console.error('usage: node scripts/with-db.mjs dev|start|seed|db [next args…]');
  process.exit(2);
}

const root = process.cwd();
nextEnv.loadEnvConfig(root, mode === 'dev');
const dataDir = path.join(root, '.data');

/** True when the database has no products yet (checked here: starting the seed script costs seconds). */
async function isEmpty() {
  const client = await new MongoClient(process.env.MONGODB_URI).connect();
  try {
    return (
      (await client
        .db(process.env.MONGODB_DB || 'partsmith')
        .collection('products')
        .estimatedDocumentCount()) === 0
    );
  } finally {
    await client.close();
  }
}

/** A development-only secret, kept in .data/ so sessions survive restarts. Production must set its own. */
function devSecret() {
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

let db;
try {
  if (!process.env.MONGODB_URI) {
    const port = mode === 'db' ? Number(process.env.LOCAL_MONGO_PORT ?? 27017) : 0;
    db = await startLocalMongo({ file: path.join(dataDir, 'db', 'partsmith.mv'), port });
    process.env.MONGODB_URI = db.uri;
    console.log(`Local MongoDB (mongo-java-server) on ${db.uri}, data in .data/db`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (mode === 'db') {
  console.log('Press Ctrl+C to stop.');
  process.on('SIGINT', () => db?.stop().then(() => process.exit(0)));
  process.on('SIGTERM', () => db?.stop().then(() => process.exit(0)));
} else if (mode === 'seed') {
  process.env.AUTH_SECRET ??= devSecret();
  const status = runSeed(extraArgs);
  await db?.stop();
  process.exit(status);
} else {
  if (mode === 'dev') {
    process.env.AUTH_SECRET ??= devSecret();
    process.env.AUTH_TRUST_HOST ??= 'true';
    const status = (await isEmpty()) ? runSeed([]) : 0;
    if (status !== 0) {
      await db?.stop();
      process.exit(status);
    }
    console.log(
      `Admin sign-in: ${process.env.ADMIN_EMAIL ?? 'admin@partsmith.dev'} / ${process.env.ADMIN_PASSWORD ?? 'partsmith-admin'}`,
    );
  }
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, mode, ...extraArgs], {
    stdio: 'inherit',
    env: process.env,
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await db?.stop();
    process.exit(code ?? (signal ? 0 : 1));
  });
}
