import 'server-only';
import { randomBytes } from 'node:crypto';
import { type Db, type Document } from 'mongodb';
import { getDb } from './client';
import { ensureIndexesOf } from './indexes';
import { liveInstances } from './instances';
import { BOOKKEEPING, allNames, collectionNames, readBackup, messageOf, checkBackup } from './backup-file';

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
