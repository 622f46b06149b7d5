// `npm run dev` / `npm start` / `npm run seed` / `npm run db`: runs against MONGODB_URI or, when it is
// unset, against a local mongo-java-server whose data lives in .data/ and survives restarts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { MongoClient } from 'mongodb';
import { startLocalMongo } from './db/local-mongo.mjs';
import { startLocalMail } from './mail/local-mail.mjs';
import { runSeed, runTsScript } from './db/run-seed.mjs';

/** Maintenance commands: scripts/<name>.ts against the database. */
const TOOLS = {
  seed: 'seed.ts',
  backup: 'backup.ts',
  restore: 'restore.ts',
  'check-stock': 'check-stock.ts',
};

const mode = process.argv[2];
const extraArgs = process.argv.slice(3);
if (!['dev', 'start', 'db', ...Object.keys(TOOLS)].includes(mode)) {
  console.error(`usage: node scripts/with-db.mjs dev|start|db|${Object.keys(TOOLS).join('|')} [args…]`);
  process.exit(2);
}

const root = process.cwd();
nextEnv.loadEnvConfig(root, mode === 'dev');
// PARTSMITH_DATA_DIR: another place for the local database and the dev secret (tests use a temp dir).
const dataDir = process.env.PARTSMITH_DATA_DIR ?? path.join(root, '.data');

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

/**
 * `npm run dev` without SMTP_URL: a local SMTP server with a web inbox (maildev), on its usual
 * ports when they are free, its mail kept in .data/mail.
 */
async function devMailServer() {
  const directory = path.join(dataDir, 'mail');
  mkdirSync(directory, { recursive: true });
  try {
    return await startLocalMail({ smtpPort: 1025, webPort: 1080, directory });
  } catch {
    return startLocalMail({ directory });
  }
}

/** Where a running `npm run dev` / `npm start` serves the local database (tools reuse it). */
const uriFile = path.join(dataDir, 'db', 'uri');

/** The local database an app started here is serving, if it still answers. */
async function runningLocalDb() {
  if (!existsSync(uriFile)) return null;
  const uri = readFileSync(uriFile, 'utf8').trim();
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000 });
  try {
    await client.db('admin').command({ ping: 1 });
    return uri;
  } catch {
    return null;
  } finally {
    await client.close();
  }
}

let db;
let mailServer;
try {
  if (!process.env.MONGODB_URI) {
    // The data file is locked while a server has it open: tools use that server when there is one.
    const running = Object.hasOwn(TOOLS, mode) ? await runningLocalDb() : null;
    if (running) {
      process.env.MONGODB_URI = running;
    } else {
      const port = mode === 'db' ? Number(process.env.LOCAL_MONGO_PORT ?? 27017) : 0;
      db = await startLocalMongo({ file: path.join(dataDir, 'db', 'partsmith.mv'), port });
      process.env.MONGODB_URI = db.uri;
      writeFileSync(uriFile, db.uri);
      console.log(`Local MongoDB (mongo-java-server) on ${db.uri}, data in .data/db`);
      if (mode === 'start') {
        console.warn(
          'WARNING: no MONGODB_URI, so this production server runs on the embedded local database: one ' +
            'machine, one process, no replication. Set MONGODB_URI to a MongoDB or Atlas cluster for real traffic.',
        );
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * Calls `stop` when this process is orphaned: `npm start` runs us through `sh -c`, and a SIGTERM
 * to npm (what `docker stop` or a supervisor sends to the process it started) ends npm and the
 * shell without passing it on. Being re-parented is the sign to stop as if we had received it.
 */
function stopWhenOrphaned(stop) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop('SIGTERM');
  }, 250);
  timer.unref();
}

/** Next drains its requests on SIGTERM; past this it is killed, so a stop never takes over 30 s. */
const DRAIN_LIMIT_MS = 25_000;

if (mode === 'db') {
  console.log('Press Ctrl+C to stop.');
  const stop = () => db?.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  stopWhenOrphaned(stop);
} else if (Object.hasOwn(TOOLS, mode)) {
  process.env.AUTH_SECRET ??= devSecret();
  const status = runTsScript(TOOLS[mode], extraArgs);
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
    if (!process.env.SMTP_URL) {
      mailServer = await devMailServer();
      process.env.SMTP_URL = mailServer.smtpUrl;
      console.log(`Mail inbox: ${mailServer.inboxUrl} (every email the store sends lands there)`);
    }
  }
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, mode, ...extraArgs], {
    stdio: 'inherit',
    env: process.env,
  });
  let stopping = false;
  const forward = (signal) => {
    child.kill(signal);
    if (stopping) return;
    stopping = true;
    setTimeout(() => child.kill('SIGKILL'), DRAIN_LIMIT_MS).unref();
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  stopWhenOrphaned(forward);
  child.on('exit', async (code, signal) => {
    await mailServer?.stop();
    await db?.stop();
    process.exit(code ?? (signal ? 0 : 1));
  });
}
