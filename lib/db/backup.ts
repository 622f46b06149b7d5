import 'server-only';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, type ClientSession, type Db, type Document, type MongoClient } from 'mongodb';
import { getDb, getMongoClient } from './client';
import { ensureIndexes } from './indexes';

/** Not worth keeping: counters that expire within minutes anyway. */
const SKIPPED = new Set(['rate_counters']);
const FORMAT = 'partsmith-backup';
const ATTEMPTS = 5;

export type BackupStats = { file: string; collections: number; documents: number; consistency: string };

async function collectionNames(db: Db): Promise<string[]> {
  const all = await db.listCollections({}, { nameOnly: true }).toArray();
  return all
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.') && !SKIPPED.has(name))
    .sort();
}

/** A snapshot session where the server has them (MongoDB 5+ replica sets, Atlas), else null. */
async function snapshotSession(client: MongoClient, db: Db): Promise<ClientSession | null> {
  const session = client.startSession({ snapshot: true });
  try {
    await db.collection('products').findOne({}, { session });
    return session;
  } catch {
    await session.endSession();
    return null;
  }
}

/** Writes so far (MongoDB's serverStatus opcounters; the local server reports them too), or null. */
async function writesSoFar(client: MongoClient): Promise<number | null> {
  try {
    const { opcounters } = await client.db('admin').command({ serverStatus: 1 });
    if (!opcounters) return null;
    return Number(opcounters.insert) + Number(opcounters.update) + Number(opcounters.delete);
  } catch {
    return null;
  }
}

async function writeLine(out: NodeJS.WritableStream, value: unknown) {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

async function dump(
  db: Db,
  file: string,
  session: ClientSession | null,
): Promise<{ collections: number; documents: number }> {
  const gzip = createGzip();
  const done = gzip.pipe(createWriteStream(file));
  const names = await collectionNames(db);
  await writeLine(gzip, {
    [FORMAT]: 1,
    db: db.databaseName,
    at: new Date().toISOString(),
    collections: names,
  });
  let documents = 0;
  for (const name of names) {
    for await (const doc of db.collection(name).find({}, session ? { session } : {})) {
      // Canonical Extended JSON: ObjectIds, dates, binary data and numbers come back as they were.
      await writeLine(gzip, { c: name, d: BSON.EJSON.serialize(doc, { relaxed: false }) });
      documents += 1;
    }
  }
  gzip.end();
  await once(done, 'finish');
  return { collections: names.length, documents };
}

/**
 * Every collection of the app's database into one gzip file of Extended JSON lines, through the
 * driver (so it works the same on Atlas, MongoDB and the local server). Consistent: inside a
 * snapshot session where the server offers one; otherwise the server's write counters are read
 * before and after, and a backup during which anything was written is taken again.
 */
export async function backupDatabase(file: string): Promise<BackupStats> {
  const [client, db] = [await getMongoClient(), await getDb()];
  const partial = `${file}.partial`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const session = await snapshotSession(client, db);
    const before = session ? null : await writesSoFar(client);
    try {
      const stats = await dump(db, partial, session);
      const after = session ? null : await writesSoFar(client);
      if (session || before === null || before === after) {
        await rename(partial, file);
        const consistency = session
          ? 'snapshot session'
          : before === null
            ? 'NOT verified: the server reports no write counters; stop the app while backing up'
            : 'no writes during the backup (server write counters)';
        return { file, ...stats, consistency };
      }
    } finally {
      await session?.endSession();
    }
  }
  await rm(partial, { force: true });
  throw new Error(
    `The database was written to during each of ${ATTEMPTS} attempts. Back up at a quieter moment or with the app stopped.`,
  );
}

/**
 * Replaces the app's database with a backup: every collection is dropped, the backup's documents
 * are inserted in batches, and the indexes are made again.
 */
export async function restoreDatabase(file: string): Promise<{ collections: number; documents: number }> {
  const db = await getDb();
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: { collections?: string[] } | null = null;
  let batch: { name: string; docs: Document[] } = { name: '', docs: [] };
  let documents = 0;
  const flush = async () => {
    if (batch.docs.length) await db.collection(batch.name).insertMany(batch.docs, { ordered: true });
    documents += batch.docs.length;
    batch = { name: batch.name, docs: [] };
  };
  for await (const line of lines) {
    if (!line) continue;
    const entry = JSON.parse(line);
    if (!header) {
      if (!entry[FORMAT]) throw new Error(`${file} is not a Partsmith backup`);
      header = entry;
      for (const name of await collectionNames(db)) await db.collection(name).drop();
      continue;
    }
    if (entry.c !== batch.name) {
      await flush();
      batch.name = entry.c;
    }
    batch.docs.push(BSON.EJSON.deserialize(entry.d, { relaxed: false }));
    if (batch.docs.length === 500) await flush();
  }
  await flush();
  if (!header) throw new Error(`${file} is empty`);
  await ensureIndexes(db);
  return { collections: header.collections?.length ?? 0, documents };
}
