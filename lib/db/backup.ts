import 'server-only';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, type ClientSession, type Db, type Document, type MongoClient } from 'mongodb';
import { getDb, getMongoClient } from './client';
import { ensureIndexes } from './indexes';
import { liveInstances } from './instances';

/** Not worth keeping: counters that expire within minutes anyway. */
const SKIPPED = new Set(['rate_counters']);
const FORMAT = 'partsmith-backup';
/** 2 ends with a trailer line that counts the documents, so a file cut at a line end is caught. */
const VERSION = 2;
const TRAILER = 'partsmith-backup-end';
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
  // Readable by its owner only: a backup holds every customer's data and password hash.
  const done = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
  const names = await collectionNames(db);
  await writeLine(gzip, {
    [FORMAT]: VERSION,
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
  await writeLine(gzip, { [TRAILER]: true, documents });
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

type Header = { collections: string[]; version: number };
type Entry = { name: string; doc: Document };

/** Each document of a backup file in order, after its header; throws on anything malformed. */
async function* readBackup(file: string, onHeader: (header: Header) => void): AsyncGenerator<Entry> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: Header | null = null;
  let documents = 0;
  let ended = false;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (!line) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new Error(`${file}: line ${lineNumber} is not JSON`);
    }
    if (!header) {
      const version = entry?.[FORMAT];
      if (version !== 1 && version !== VERSION) throw new Error(`${file} is not a Partsmith backup`);
      header = { version, collections: entry.collections };
      if (!Array.isArray(header.collections) || !header.collections.every(isCollectionName))
        throw new Error(`${file}: the header's collection list is not valid`);
      onHeader(header);
      continue;
    }
    if (ended) throw new Error(`${file}: line ${lineNumber} follows the end of the backup`);
    if (entry?.[TRAILER]) {
      if (entry.documents !== documents)
        throw new Error(`${file}: the backup says ${entry.documents} documents, but holds ${documents}`);
      ended = true;
      continue;
    }
    if (!header.collections.includes(entry?.c) || typeof entry.d !== 'object' || entry.d === null)
      throw new Error(`${file}: line ${lineNumber} is not a document of a listed collection`);
    documents += 1;
    yield { name: entry.c, doc: BSON.EJSON.deserialize(entry.d, { relaxed: false }) };
  }
  if (!header) throw new Error(`${file} is empty`);
  // Version 1 files have no trailer; gzip's own check still catches a file cut short.
  if (header.version === VERSION && !ended) throw new Error(`${file} is cut short: its end is missing`);
}

const isCollectionName = (name: unknown) =>
  typeof name === 'string' && /^[\w-][\w.-]{0,119}$/.test(name) && !name.startsWith('system.');

/**
 * Replaces the app's database with a backup. The whole file is read and checked first (gzip's
 * checksum, every line, the document count), so a cut or corrupt file changes nothing; then
 * every collection is dropped, the documents inserted in batches, the indexes made again, and
 * every session the backup brings back is ended (a restored user signs in again). Refused while
 * an app instance is running on the database (its caches would serve what was there before),
 * unless `force`.
 */
export async function restoreDatabase(
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ collections: number; documents: number }> {
  const db = await getDb();
  const running = await liveInstances();
  if (running.length && !force) {
    const where = running.map((i) => `${i.host} (pid ${i.pid})`).join(', ');
    throw new Error(
      `An app is running on this database: ${where}. Stop it first, or pass --force to restore anyway.`,
    );
  }
  let header: Header | null = null;
  let checked = 0;
  for await (const entry of readBackup(file, (h) => (header = h))) if (entry) checked += 1;

  let batch: { name: string; docs: Document[] } = { name: '', docs: [] };
  let documents = 0;
  const flush = async () => {
    if (batch.docs.length) await db.collection(batch.name).insertMany(batch.docs, { ordered: true });
    documents += batch.docs.length;
    batch = { name: batch.name, docs: [] };
  };
  for (const name of await collectionNames(db)) await db.collection(name).drop();
  for await (const { name, doc } of readBackup(file, () => undefined)) {
    if (name !== batch.name) {
      await flush();
      batch.name = name;
    }
    batch.docs.push(doc);
    if (batch.docs.length === 500) await flush();
  }
  await flush();
  if (documents !== checked) throw new Error(`${file} changed while it was being restored`);
  await ensureIndexes(db);
  // Sessions and access tokens issued before the restore are refused (lib/auth/caller.ts).
  await db.collection('users').updateMany({}, { $set: { sessionsValidAfter: new Date(), sessionKept: '' } });
  return { collections: (header as Header | null)?.collections.length ?? 0, documents };
}
