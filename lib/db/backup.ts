import 'server-only';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createGzip } from 'node:zlib';
import { BSON, type ClientSession, type Db, type MongoClient } from 'mongodb';
import { getDb, getMongoClient } from './client';
import { FORMAT, VERSION, TRAILER, collectionNames } from './backup-file';

const ATTEMPTS = 5;

export type BackupStats = { file: string; collections: number; documents: number; consistency: string };

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

/** Writes so far, by collection, or under ANY for the whole server. */
type WriteCounts = { source: string; counts: Map<string, number> };
const ANY = '';

/**
 * Writes so far to each of the collections `names`, from the `top` admin command (MongoDB's, a
 * standalone mongod's too, and the local server's): writes to other collections, such as the
 * app's heartbeats and locks, do not count. Where `top` is refused (a managed server without the
 * privilege), the whole server's writes from serverStatus opcounters; null when neither answers.
 */
async function writesSoFar(client: MongoClient, db: Db, names: string[]): Promise<WriteCounts | null> {
  const admin = client.db('admin');
  try {
    const { totals } = await admin.command({ top: 1 });
    if (totals) {
      // writeLock counts every write, findAndModify and index builds included, and no read.
      const count = (name: string) => Number(totals[`${db.databaseName}.${name}`]?.writeLock?.count ?? 0);
      return {
        source: 'write counts of the collections backed up',
        counts: new Map(names.map((name) => [name, count(name)])),
      };
    }
  } catch {
    // No `top` here: the whole server's counters below.
  }
  try {
    const { opcounters } = await admin.command({ serverStatus: 1 });
    if (!opcounters) return null;
    const writes = Number(opcounters.insert) + Number(opcounters.update) + Number(opcounters.delete);
    return { source: 'server write counters', counts: new Map([[ANY, writes]]) };
  } catch {
    return null;
  }
}

/** The collections written to between two counts (ANY: somewhere on the server). */
const writtenTo = (before: WriteCounts, after: WriteCounts) =>
  [...before.counts].filter(([name, count]) => after.counts.get(name) !== count).map(([name]) => name);

async function writeLine(out: NodeJS.WritableStream, value: unknown) {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

async function dump(
  db: Db,
  file: string,
  names: string[],
  session: ClientSession | null,
): Promise<{ collections: number; documents: number }> {
  const gzip = createGzip();
  // Readable by its owner only: a backup holds every customer's data and password hash.
  const done = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
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
 * What was written to while `names` were being copied: the collections whose write counts moved
 * (or ANY), and any collection that appeared or went meanwhile (MongoDB's `top` forgets a dropped
 * collection, and counts nothing for one created without a write).
 */
async function changedDuring(
  client: MongoClient,
  db: Db,
  names: string[],
  before: WriteCounts,
): Promise<string[]> {
  const after = await writesSoFar(client, db, names);
  const now = await collectionNames(db);
  const changed = after ? writtenTo(before, after) : [ANY];
  const appearedOrWent = [...now.filter((n) => !names.includes(n)), ...names.filter((n) => !now.includes(n))];
  return [...new Set([...changed, ...appearedOrWent])];
}

const whatChanged = (changed: string[]) => (changed.includes(ANY) ? 'the database' : changed.join(', '));

/**
 * Every collection of the app's database but its bookkeeping into one gzip file of Extended JSON
 * lines, through the driver (so it works the same on Atlas, MongoDB and the local server).
 * Consistent: inside a snapshot session where the server offers one; otherwise the collections'
 * write counts are read before and after, and a backup during which any of them was written to is
 * taken again (`onRetry` hears why).
 */
export async function backupDatabase(
  file: string,
  { onRetry }: { onRetry?: (message: string) => void } = {},
): Promise<BackupStats> {
  const [client, db] = [await getMongoClient(), await getDb()];
  const partial = `${file}.partial`;
  let changed: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const session = await snapshotSession(client, db);
    try {
      const names = await collectionNames(db);
      const before = session ? null : await writesSoFar(client, db, names);
      const stats = await dump(db, partial, names, session);
      changed = before ? await changedDuring(client, db, names, before) : [];
      if (changed.length === 0) {
        await rename(partial, file);
        const consistency = session
          ? 'snapshot session'
          : before === null
            ? 'NOT verified: the server reports no write counters; stop the app while backing up'
            : `no writes during the backup (${before.source})`;
        return { file, ...stats, consistency };
      }
      if (attempt < ATTEMPTS)
        onRetry?.(
          `Attempt ${attempt} of ${ATTEMPTS}: ${whatChanged(changed)} written to meanwhile; backing up again.`,
        );
    } finally {
      await session?.endSession();
    }
  }
  await rm(partial, { force: true });
  throw new Error(
    `The database was written to during each of ${ATTEMPTS} attempts (last: ${whatChanged(changed)}). Back up at a quieter moment or with the app stopped.`,
  );
}
