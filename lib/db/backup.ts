import 'server-only';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, type ClientSession, type Db, type Document, type MongoClient } from 'mongodb';
import { getDb, getMongoClient } from './client';
import { ensureIndexesOf } from './indexes';
import { liveInstances } from './instances';

/**
 * The app's own bookkeeping, neither backed up nor restored, and written beside a backup without
 * making it start again: its documents mean nothing at another moment. Locks and instances'
 * heartbeats belong to processes, rate counters expire within minutes, and the page caches'
 * revalidation counter must only grow while instances run (an older one restored would let them
 * keep serving pages cached before). Ended sessions need no copy: a restore ends every session.
 * Nor do the sealed links of mail waiting to go (a backup file holds no live link, even sealed;
 * restored, such mail expires unsent) or the recipients' hourly mail counts, which expire in an hour.
 */
const BOOKKEEPING = new Set([
  'app_instances',
  'locks',
  'rate_counters',
  'cache_tags',
  'ended_sessions',
  'mail_secrets',
  'mail_quota',
]);
/** A restore's own collections: the backup's loaded whole, and the database's own moved aside. */
const RESTORE_WORK = /\.(restore|replaced)-[0-9a-f]{16}$/;
const FORMAT = 'partsmith-backup';
/** 2 ends with a trailer line that counts the documents, so a file cut at a line end is caught. */
const VERSION = 2;
const TRAILER = 'partsmith-backup-end';
const ATTEMPTS = 5;

export type BackupStats = { file: string; collections: number; documents: number; consistency: string };

async function allNames(db: Db): Promise<string[]> {
  return (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

/** The collections a backup copies and a restore replaces. */
async function collectionNames(db: Db): Promise<string[]> {
  return (await allNames(db))
    .filter((name) => !name.startsWith('system.') && !BOOKKEEPING.has(name) && !RESTORE_WORK.test(name))
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
  typeof name === 'string' &&
  /^[\w-][\w.-]{0,119}$/.test(name) &&
  !name.startsWith('system.') &&
  !RESTORE_WORK.test(name);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the whole file and checks it; answers each listed collection's number of documents. */
async function checkBackup(file: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const listed = (header: Header) => header.collections.forEach((name) => counts.set(name, 0));
  for await (const { name } of readBackup(file, listed)) counts.set(name, counts.get(name)! + 1);
  return counts;
}

/**
 * Loads the backup's collections `names` whole under their staging names, with their indexes
 * (a duplicate that a unique index refuses fails here), and ends every session they bring back.
 * Nothing the app reads is touched. Throws naming the collection that could not be loaded.
 */
async function stage(
  db: Db,
  file: string,
  counts: Map<string, number>,
  names: string[],
  staged: (name: string) => string,
): Promise<void> {
  const restored = new Set(names);
  let current = '';
  try {
    // Created up front: a collection the backup has empty is restored too.
    for (const name of names) {
      current = name;
      await db.createCollection(staged(name));
    }
    let batch: { name: string; docs: Document[] } = { name: '', docs: [] };
    const flush = async () => {
      current = batch.name;
      if (batch.docs.length)
        await db.collection(staged(batch.name)).insertMany(batch.docs, { ordered: true });
      batch = { name: batch.name, docs: [] };
    };
    for await (const { name, doc } of readBackup(file, () => undefined)) {
      if (!restored.has(name)) continue; // the bookkeeping an older backup holds
      if (name !== batch.name) {
        await flush();
        batch.name = name;
      }
      batch.docs.push(doc);
      if (batch.docs.length === 500) await flush();
    }
    await flush();
    for (const name of names) {
      current = name;
      // Counted where they landed: the file may have changed since it was checked.
      if ((await db.collection(staged(name)).countDocuments()) !== counts.get(name))
        throw new Error(`${file} changed while it was being restored`);
      await ensureIndexesOf(db, name, staged(name));
    }
    // Sessions and access tokens issued before the restore are refused (lib/session/caller.ts).
    current = 'users';
    if (restored.has('users'))
      await db
        .collection(staged('users'))
        .updateMany({}, { $set: { sessionsValidAfter: new Date(), sessionKept: '' } });
  } catch (error) {
    throw new Error(`the backup's ${current} did not load (${messageOf(error)})`);
  }
}

/** Drops those of `names` that exist; answers the ones that may be left. */
async function dropExisting(db: Db, names: string[]): Promise<string[]> {
  try {
    const existing = new Set(await allNames(db));
    const left: string[] = [];
    for (const name of names.filter((n) => existing.has(n)))
      await db
        .collection(name)
        .drop()
        .catch(() => left.push(name));
    return left;
  } catch {
    return names;
  }
}

const leftOver = (left: string[]) => (left.length ? `; drop what is left of ${left.join(', ')} by hand` : '');

type Move = { from: string; to: string };

/** dropTarget: a collection that an app left running (--force) re-created meanwhile gives way. */
const move = (db: Db, { from, to }: Move) => db.renameCollection(from, to, { dropTarget: true });

/**
 * After a rename failed: undoes the renames done (and the failed one, if the server did it
 * after all), drops the staged collections, and throws saying the database is as it was; or, if
 * putting back fails too, throws saying exactly which renames stand.
 */
async function putBack(
  db: Db,
  done: Move[],
  failed: Move | undefined,
  staging: string[],
  token: string,
  cause: unknown,
): Promise<never> {
  let failedHappened: boolean | undefined;
  try {
    if (failed) {
      const names = await allNames(db);
      failedHappened = !names.includes(failed.from) && names.includes(failed.to);
      if (failedHappened) done.push(failed);
    }
    while (done.length) {
      const { from, to } = done.at(-1)!;
      await move(db, { from: to, to: from });
      done.pop();
    }
  } catch (error) {
    const stand = done.map(({ from, to }) => `${from} → ${to}`);
    if (failed && failedHappened === undefined)
      stand.push(`perhaps ${failed.from} → ${failed.to} (it failed, maybe after it was done)`);
    throw new Error(
      `The restore failed while swapping the backup's collections in (${messageOf(cause)}), and putting ` +
        `them back failed too (${messageOf(error)}). Renamed and not put back: ${stand.join(', ') || 'none'}. ` +
        `Each *.replaced-${token} collection holds what the database had under that name, each ` +
        `*.restore-${token} collection the backup's, loaded whole; every other collection is as it was. ` +
        `Rename them back to return to where the database was, then drop the *.restore-${token} ones.`,
    );
  }
  const left = await dropExisting(db, staging);
  throw new Error(
    `Nothing was restored: swapping the backup's collections in failed (${messageOf(cause)}), and every ` +
      `rename was put back: the database is as it was${leftOver(left)}.`,
  );
}

/**
 * Swaps the staged collections in, by renaming: each live collection the backup has goes aside
 * (`<name>.replaced-<token>`) and its staged copy takes the name; live collections the backup
 * lacks go aside too (a restore replaces the database). Only when every rename is done is what
 * went aside dropped; a failed rename puts back those done, so the database stays as it was.
 */
async function swapIn(db: Db, names: string[], staged: (name: string) => string, token: string) {
  const aside = (name: string) => `${name}.replaced-${token}`;
  const done: Move[] = [];
  let plan: Move[] = [];
  try {
    // Read now, after the load: an app left running (--force) may have created one meanwhile.
    const live = await collectionNames(db);
    plan = [
      ...names.flatMap((name) => [
        ...(live.includes(name) ? [{ from: name, to: aside(name) }] : []),
        { from: staged(name), to: name },
      ]),
      ...live.filter((name) => !names.includes(name)).map((name) => ({ from: name, to: aside(name) })),
    ];
    for (const step of plan) {
      await move(db, step);
      done.push(step);
    }
  } catch (error) {
    await putBack(db, done, plan[done.length], names.map(staged), token, error);
  }
  const left = await dropExisting(
    db,
    plan.filter(({ from, to }) => to === aside(from)).map(({ to }) => to),
  );
  if (left.length)
    throw new Error(
      `The backup is restored, but what the database held before is not all gone${leftOver(left)}.`,
    );
}

/**
 * Replaces the app's database (all of it but the bookkeeping) with a backup, all or nothing. The
 * whole file is read and checked first (gzip's checksum, every line, the document count), so a
 * cut or corrupt file changes nothing; then every collection is loaded whole beside the live one,
 * under a staging name, with its indexes, the sessions it brings back ended (a restored user
 * signs in again); only then are the staged collections swapped in by renaming (see swapIn). A
 * restore that fails leaves the live collections as they were. Refused while an app instance is
 * running on the database (its caches would serve what was there before), unless `force`.
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
  const counts = await checkBackup(file);
  // Bookkeeping an older backup holds stays out: the live database keeps its own.
  const names = [...counts.keys()].filter((name) => !BOOKKEEPING.has(name));
  const token = randomBytes(8).toString('hex');
  const staged = (name: string) => `${name}.restore-${token}`;
  try {
    await stage(db, file, counts, names, staged);
  } catch (error) {
    const left = await dropExisting(db, names.map(staged));
    throw new Error(`Nothing was restored: ${messageOf(error)}. The database is as it was${leftOver(left)}.`);
  }
  await swapIn(db, names, staged, token);
  return { collections: names.length, documents: names.reduce((sum, name) => sum + counts.get(name)!, 0) };
}
