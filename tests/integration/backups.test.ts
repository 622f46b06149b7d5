import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type Db, MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalMongo } from '../../scripts/db/local-mongo.mjs';
import { runScript as runScriptOf } from '../../scripts/db/run-seed.mjs';
import { TEST_APP_ENV } from '../../scripts/test-support/start-app.mjs';

// Backups and restores on a database of this file's own: the durable local server on a data file,
// as in development (a restore swaps its collections in by renaming them, which must survive a
// restart of that server).
const dir = mkdtempSync(path.join(tmpdir(), 'partsmith-backups-'));
const file = path.join(dir, 'db.mv');
const DB = 'backups';
/** The app's bookkeeping (lib/db/backup-file.ts): neither backed up nor restored. */
const BOOKKEEPING = ['app_instances', 'locks', 'rate_counters', 'cache_tags'];
let mongo: Awaited<ReturnType<typeof startLocalMongo>>;
let env: Record<string, string>;
/** The environment of scripts run against this file's database (seed, backup, restore). */
const toolEnv = () => ({ ...process.env, ...TEST_APP_ENV, ...env }) as NodeJS.ProcessEnv;

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const client = await new MongoClient(mongo.uri, { serverSelectionTimeoutMS: 10_000 }).connect();
  try {
    return await fn(client.db(DB));
  } finally {
    await client.close();
  }
}

/** The bookkeeping's documents, as this file writes them (their ids are strings). */
type Bookkeeping = {
  _id: string;
  host?: string;
  pid?: number;
  seenAt?: Date;
  token?: ObjectId;
  until?: Date;
  n?: number;
  v?: number;
  expiresAt?: Date;
};
const keyed = (db: Db, name: string) => db.collection<Bookkeeping>(name);

/** Runs a script of scripts/ without blocking this process: writers of this file go on meanwhile. */
const runScript = (name: string, args: string[], onStderr?: (text: string) => void) =>
  runScriptOf(name, args, toolEnv(), { onStderr });

/** Writes with `write`, one after another, until `until` settles; answers how many. */
async function keepWriting(write: (db: Db) => Promise<unknown>, until: Promise<unknown>): Promise<number> {
  let stop = false;
  const done = () => (stop = true);
  void until.then(done, done);
  return withDb(async (db) => {
    let writes = 0;
    while (!stop) {
      await write(db);
      writes += 1;
    }
    return writes;
  });
}

/** Every collection: its documents by id and its indexes' names. */
const snapshot = () =>
  withDb(async (db) => {
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    const entries = await Promise.all(
      names.map(async (name) => {
        const collection = db.collection(name);
        const docs = await collection.find().sort({ _id: 1 }).toArray();
        const indexes = (await collection.indexes()).map((index) => index.name).sort();
        return [name, { docs, indexes }] as const;
      }),
    );
    return Object.fromEntries(entries);
  });

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The collections a backup holds, users without the session fields a restore sets. */
const restorable = (snap: Snapshot) =>
  Object.fromEntries(
    Object.entries(snap)
      .filter(([name]) => !BOOKKEEPING.includes(name))
      .map(([name, { docs, indexes }]) => [
        name,
        {
          indexes,
          docs:
            name === 'users'
              ? docs.map((user) => {
                  const { sessionsValidAfter, sessionKept, ...rest } = user;
                  void sessionsValidAfter;
                  void sessionKept;
                  return rest;
                })
              : docs,
        },
      ]),
  );

/** A restore's staging and set-aside collections, which must never outlive it. */
const restoreWork = async () =>
  Object.keys(await snapshot()).filter((name) => /\.(restore|replaced)-/.test(name));

type Line = { c?: string; d?: Record<string, unknown>; collections?: string[]; documents?: number };

/** A backup file's lines. */
const linesOf = (backup: string): Line[] =>
  gunzipSync(readFileSync(backup))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));

/** A copy of a backup with its lines changed by `change`, the trailer's count made right again. */
function rewritten(backup: string, name: string, change: (lines: Line[]) => void): string {
  const lines = linesOf(backup);
  change(lines);
  lines.at(-1)!.documents = lines.filter((line) => line.c).length;
  const to = path.join(dir, name);
  writeFileSync(to, gzipSync(lines.map((line) => JSON.stringify(line)).join('\n') + '\n'));
  return to;
}

beforeAll(async () => {
  mongo = await startLocalMongo({ quiet: true, file });
  env = { MONGODB_URI: mongo.uri, MONGODB_DB: DB };
  const seed = await runScript('seed.ts', []);
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
}, 120_000);

afterAll(async () => {
  await mongo?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the local server', () => {
  it("counts each collection's writes for `top`, as MongoDB does, and no reads", async () => {
    await withDb(async (db) => {
      const line = async () => (await db.admin().command({ top: 1 })).totals[`${DB}.top_probe`];
      const probe = db.collection('top_probe');
      await probe.insertOne({ n: 1 });
      await probe.updateOne({}, { $inc: { n: 1 } });
      await probe.findOneAndUpdate({}, { $inc: { n: 1 } });
      await probe.find().toArray();
      await probe.deleteMany({});
      const counts = await line();
      expect(counts.writeLock.count).toBe(4);
      expect([counts.insert.count, counts.update.count, counts.remove.count]).toEqual([1, 1, 1]);
      // findAndModify counts as a command there, not as an update.
      expect(counts.commands.count).toBe(1);
      await probe.drop();
    });
  });
});

describe('a backup beside a running app', () => {
  const backup = path.join(dir, 'beside.ndjson.gz');

  // Enough documents that a dump takes far longer than one round of the writers below, which write
  // back to back (a running app's heartbeat comes every 10 s, lib/db/instances.ts, and its hold
  // sweep takes a lock every minute: the audit's backups failed once a dump took ~10 s).
  beforeAll(async () => {
    await withDb(async (db) => {
      for (let batch = 0; batch < 20; batch += 1)
        await db
          .collection('filler')
          .insertMany(
            Array.from({ length: 1000 }, (_, i) => ({ i: batch * 1000 + i, text: 'x'.repeat(100) })),
          );
    });
  }, 120_000);

  afterAll(() => withDb((db) => db.collection('filler').drop()));

  it("is not disturbed by the app's heartbeats, locks, rate counters and cache counters", async () => {
    const backingUp = runScript('backup.ts', [backup]);
    const writes = await keepWriting(async (db) => {
      // What a running app writes as it lives: lib/db/instances.ts, locks.ts, rate-limits.ts, the cache.
      await keyed(db, 'app_instances').updateOne(
        { _id: 'beside' },
        { $set: { host: 'test', pid: process.pid, seenAt: new Date() } },
        { upsert: true },
      );
      await keyed(db, 'locks').insertOne({
        _id: 'hold-sweep',
        token: new ObjectId(),
        until: new Date(Date.now() + 10_000),
      });
      await keyed(db, 'locks').deleteOne({ _id: 'hold-sweep' });
      await keyed(db, 'rate_counters').updateOne(
        { _id: 'beside' },
        { $inc: { n: 1 }, $set: { expiresAt: new Date(Date.now() + 60_000) } },
        { upsert: true },
      );
      await keyed(db, 'cache_tags').updateOne({ _id: '#counter' }, { $inc: { v: 1 } }, { upsert: true });
    }, backingUp);
    const { status, stdout, stderr } = await backingUp;
    expect(status, stderr).toBe(0);
    expect(writes).toBeGreaterThan(20);
    expect(stdout).toContain(
      'consistency: no writes during the backup (write counts of the collections backed up)',
    );
    expect(stderr).not.toContain('written to meanwhile');
    const { collections } = linesOf(backup)[0]!;
    expect(collections).toContain('filler');
    for (const name of BOOKKEEPING) expect(collections).not.toContain(name);
  }, 120_000);

  it('is taken again when a collection it copies is written to meanwhile', async () => {
    const product = await withDb((db) => db.collection('products').findOne({}, { projection: { _id: 1 } }));
    let retried!: () => void;
    const retry = new Promise<void>((resolve) => (retried = resolve));
    const backingUp = runScript('backup.ts', [backup], (text) => {
      if (text.includes('Attempt 1 of 5: products written to meanwhile; backing up again.')) retried();
    });
    // Writes to a part until the backup says it starts again, then no more.
    await keepWriting(
      (db) => db.collection('products').updateOne({ _id: product!._id }, { $inc: { backupProbe: 1 } }),
      Promise.race([retry, backingUp]),
    );
    const { status, stdout, stderr } = await backingUp;
    expect(status, stderr).toBe(0);
    expect(stderr).toContain('Attempt 1 of 5: products written to meanwhile');
    expect(stdout).toContain('consistency: no writes during the backup');
    // The backup kept is one taken after the last write.
    const written = await withDb((db) => db.collection('products').findOne({ _id: product!._id }));
    const copied = linesOf(backup).find(
      (line) =>
        line.c === 'products' && (line.d!._id as { $oid: string }).$oid === product!._id.toHexString(),
    );
    expect(copied!.d!.backupProbe).toEqual({ $numberInt: String(written!.backupProbe) });
    await withDb((db) =>
      db.collection('products').updateOne({ _id: product!._id }, { $unset: { backupProbe: '' } }),
    );
  }, 120_000);
});

describe('a restore', () => {
  const backup = path.join(dir, 'restore.ndjson.gz');

  beforeAll(async () => {
    // Empty collections: restored too, and each one more rename for the swap below to go through.
    await withDb(async (db) => {
      for (let i = 0; i < 30; i += 1) await db.createCollection(`empty_${String(i).padStart(2, '0')}`);
    });
    const { status, stderr } = await runScript('backup.ts', [backup]);
    if (status !== 0) throw new Error(stderr);
  }, 60_000);

  it('that fails half-way, on a duplicate id or a duplicate a unique index refuses, changes nothing', async () => {
    const duplicateProduct = rewritten(backup, 'duplicate-product.ndjson.gz', (lines) => {
      const first = lines.findIndex((line) => line.c === 'products');
      lines.splice(first + 1, 0, lines[first]!);
    });
    const duplicateEmail = rewritten(backup, 'duplicate-email.ndjson.gz', (lines) => {
      const user = lines.find((line) => line.c === 'users')!;
      lines.splice(lines.indexOf(user) + 1, 0, {
        c: 'users',
        d: { ...user.d, _id: { $oid: new ObjectId().toHexString() } },
      });
    });
    const before = await snapshot();
    for (const [crafted, collection] of [
      [duplicateProduct, 'products'],
      [duplicateEmail, 'users'],
    ] as const) {
      const { status, stderr } = await runScript('restore.ts', [crafted, '--force']);
      expect(status, stderr).toBe(1);
      expect(stderr).toContain(`Nothing was restored: the backup's ${collection} did not load (`);
      expect(stderr).toContain('E11000 duplicate key error');
      expect(stderr).toContain('The database is as it was.');
      expect(await snapshot()).toEqual(before);
      expect(await restoreWork()).toEqual([]);
    }
  }, 120_000);

  it('whose swap fails on the way puts every collection back', async () => {
    const before = await snapshot();
    let restoring = true;
    const restored = runScript('restore.ts', [backup, '--force']).finally(() => (restoring = false));
    // As soon as the swap has begun (a live collection went aside), the staged collection it
    // renames last goes: its rename fails, with dozens of renames done before it to undo.
    const victim = await withDb(async (db) => {
      while (restoring) {
        const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
        if (!names.some((name) => name.includes('.replaced-'))) continue;
        const last = names
          .filter((name) => name.includes('.restore-'))
          .sort()
          .at(-1);
        if (last) await db.collection(last).drop();
        return last;
      }
    });
    const { status, stderr } = await restored;
    expect(victim, 'the swap was over before the test could take a collection away').toMatch(
      /\.restore-[0-9a-f]{16}$/,
    );
    expect(status, stderr).toBe(1);
    expect(stderr).toContain("Nothing was restored: swapping the backup's collections in failed (");
    expect(stderr).toContain('every rename was put back: the database is as it was.');
    expect(await snapshot()).toEqual(before);
    expect(await restoreWork()).toEqual([]);
  }, 120_000);

  it('replaces every collection but the bookkeeping, and the result survives a restart of the server', async () => {
    const backedUp = restorable(await snapshot());
    // A backup from before bookkeeping stayed out holds a lock: it must not come back.
    const withLock = rewritten(backup, 'with-lock.ndjson.gz', (lines) => {
      lines[0]!.collections = [...lines[0]!.collections!, 'locks'];
      lines.splice(-1, 0, {
        c: 'locks',
        d: { _id: 'from-the-backup', until: { $date: { $numberLong: '0' } } },
      });
    });
    await withDb(async (db) => {
      await db.collection('products').deleteMany({});
      await db.collection('reviews').drop();
      await db.collection('stray').insertOne({ left: 'behind' });
      await keyed(db, 'locks').insertOne({ _id: 'live', token: new ObjectId(), until: new Date() });
    });

    const { status, stdout, stderr } = await runScript('restore.ts', [withLock, '--force']);
    expect(status, stderr).toBe(0);
    expect(stdout).toContain('Every session was ended');
    const after = await snapshot();
    expect(restorable(after)).toEqual(backedUp);
    expect(after.stray).toBeUndefined();
    expect(after.locks!.docs.map((lock) => lock._id)).toEqual(['live']);
    expect(await restoreWork()).toEqual([]);
    for (const user of after.users!.docs) expect(user.sessionsValidAfter).toBeInstanceOf(Date);

    // The durable server renamed collections: their documents and unique indexes must be in its file.
    await mongo.stop();
    mongo = await startLocalMongo({ quiet: true, file, port: mongo.port });
    expect(await snapshot()).toEqual(after);
    const admin = after.users!.docs[0]!;
    await expect(
      withDb((db) => db.collection('users').insertOne({ ...admin, _id: new ObjectId() })),
    ).rejects.toThrow(/E11000/);
  }, 120_000);
});
