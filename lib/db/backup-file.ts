import 'server-only';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { BSON, type Db, type Document } from 'mongodb';

// A backup file (gzipped NDJSON: a header, one line per document, a trailer) and which collections
// it holds: what backup.ts writes and restore.ts reads.

/**
 * The app's own bookkeeping, neither backed up nor restored, and written beside a backup without
 * making it start again: its documents mean nothing at another moment. Locks and instances'
 * heartbeats belong to processes, rate counters expire within minutes, and the page caches'
 * revalidation counter must only grow while instances run (an older one restored would let them
 * keep serving pages cached before). Ended sessions need no copy: a restore ends every session.
 * Nor do the sealed links of mail waiting to go (a backup file holds no live link, even sealed;
 * restored, such mail expires unsent) or the recipients' hourly mail counts, which expire in an hour.
 * Nor the keys of retried requests (lib/idempotency): each change carries its own key, restored with it.
 */
export const BOOKKEEPING = new Set([
  'app_instances',
  'locks',
  'rate_counters',
  'cache_tags',
  'ended_sessions',
  'mail_secrets',
  'mail_quota',
  'request_keys',
]);
/** A restore's own collections: the backup's loaded whole, and the database's own moved aside. */
export const RESTORE_WORK = /\.(restore|replaced)-[0-9a-f]{16}$/;
export const FORMAT = 'partsmith-backup';
/** 2 ends with a trailer line that counts the documents, so a file cut at a line end is caught. */
export const VERSION = 2;
export const TRAILER = 'partsmith-backup-end';

export async function allNames(db: Db): Promise<string[]> {
  return (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
}

/** The collections a backup copies and a restore replaces. */
export async function collectionNames(db: Db): Promise<string[]> {
  return (await allNames(db))
    .filter((name) => !name.startsWith('system.') && !BOOKKEEPING.has(name) && !RESTORE_WORK.test(name))
    .sort();
}

export type Header = { collections: string[]; version: number };
export type Entry = { name: string; doc: Document };

/** Each document of a backup file in order, after its header; throws on anything malformed. */
export async function* readBackup(file: string, onHeader: (header: Header) => void): AsyncGenerator<Entry> {
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

export const isCollectionName = (name: unknown) =>
  typeof name === 'string' &&
  /^[\w-][\w.-]{0,119}$/.test(name) &&
  !name.startsWith('system.') &&
  !RESTORE_WORK.test(name);

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the whole file and checks it; answers each listed collection's number of documents. */
export async function checkBackup(file: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const listed = (header: Header) => header.collections.forEach((name) => counts.set(name, 0));
  for await (const { name } of readBackup(file, listed)) counts.set(name, counts.get(name)! + 1);
  return counts;
}
