// The one piece of cache state every app instance shares: when each cache tag was last
// revalidated, as a counter value. Plain JavaScript because Next loads the cache handler
// (lib/cache/handler.mjs) outside its bundles. It has its own small MongoClient with short timeouts: a check of the cache
// must never hold a page up for long, and the app's client may be busy with slower work.
import { MongoClient } from 'mongodb';

const COLLECTION = 'cache_tags';

/**
 * The app's own driver reports the database's state from its heartbeats (lib/db/database-state.ts,
 * shared through globalThis): while it says "down", checks are not even tried.
 */
const knownDown = () => {
  const state = globalThis.partsmithDbState;
  return state !== undefined && !state.up && Date.now() - state.checkedAt < 5000;
};
/** The document holding the revalidation counter; the other documents' ids are tags (never '#…'). */
const VERSION_ID = '#counter';

/**
 * @param {{ uri: string, dbName: string, timeoutMs?: number, lookupTimeoutMs?: number, retryAfterMs?: number }} options
 *   timeoutMs: how long a write may wait for the database (a first connection on a busy machine
 *   included); lookupTimeoutMs: how long a page's check may hold it up before the page is served
 *   as cached (the answer, when it comes, still informs the next check); retryAfterMs: after a
 *   failure or a slow check, checks are skipped this long (callers then serve what they have), so
 *   an outage costs one short wait, not one per request.
 */
export function createTagStore({
  uri,
  dbName,
  timeoutMs = 3000,
  lookupTimeoutMs = 250,
  retryAfterMs = 3000,
}) {
  /** @type {MongoClient | undefined} */
  let client;
  let downUntil = 0;
  let warned = false;

  const collection = () => {
    client ??= new MongoClient(uri, {
      appName: 'partsmith-cache',
      serverSelectionTimeoutMS: timeoutMs,
      connectTimeoutMS: timeoutMs,
      socketTimeoutMS: timeoutMs * 2,
      maxPoolSize: 10,
      // A check that fails is answered at once (the page is served as cached), not retried on a
      // new connection: the driver's retry waited out lookupTimeoutMs on the first request of an
      // outage (260 ms; issue 31).
      retryReads: false,
    });
    return client.db(dbName).collection(COLLECTION);
  };

  /**
   * Runs `operation` unless the store is known to be down; undefined when it cannot answer, or
   * not within `waitMs`.
   */
  async function guarded(operation, waitMs = timeoutMs) {
    if (Date.now() < downUntil || knownDown()) return undefined;
    let timer;
    // Too slow: this page is served as cached; the check itself runs on and may still fail (then
    // checks pause) or answer (a connection being made on a busy machine).
    const slow = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs, undefined);
    });
    try {
      const result = await Promise.race([operation(collection()), slow]);
      if (warned) console.warn('Cache tag store reachable again.');
      warned = false;
      return result;
    } catch (error) {
      downUntil = Date.now() + retryAfterMs;
      if (!warned) {
        warned = true;
        console.warn(`Cache tag store unreachable, serving cached pages as they are: ${error.message}`);
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * The revalidation counter now: every revalidation of any tag moves it on by one. An entry
     * remembers it from just before it was rendered.
     * @returns {Promise<number | undefined>} undefined when the store cannot say
     */
    async currentVersion() {
      const doc = await guarded(
        (c) => c.findOne({ _id: VERSION_ID }, { projection: { v: 1 } }),
        lookupTimeoutMs,
      );
      return doc === undefined ? undefined : (doc?.v ?? 0);
    },

    /**
     * The highest counter values at which any of `tags` was revalidated (0: never), apart for the
     * tags `isSoft` picks (lib/cache/soft-tags.mjs) and the others. One read for both.
     * @param {string[]} tags
     * @param {(tag: string) => boolean} isSoft
     * @returns {Promise<{ hard: number, soft: number } | undefined>} undefined when the store cannot say
     */
    async latestVersions(tags, isSoft) {
      if (tags.length === 0) return { hard: 0, soft: 0 };
      const docs = await guarded(
        (c) => c.find({ _id: { $in: tags } }, { projection: { v: 1 } }).toArray(),
        lookupTimeoutMs,
      );
      if (docs === undefined) return undefined;
      const latest = { hard: 0, soft: 0 };
      for (const doc of docs) {
        const kind = isSoft(doc._id) ? 'soft' : 'hard';
        latest[kind] = Math.max(latest[kind], doc.v ?? 0);
      }
      return latest;
    },

    /**
     * Moves the counter on and records it on each of `tags`; answers false when the store could
     * not be written. A counter, not clock times: instances on different machines need not agree
     * on the time. `$max` keeps the highest value when instances race.
     * @param {string[]} tags
     */
    async markRevalidated(tags) {
      const result = await guarded(async (c) => {
        // The before-image: the local server's after-image may already include a racing update.
        const before = await c.findOneAndUpdate(
          { _id: VERSION_ID },
          { $inc: { v: 1 } },
          { upsert: true, returnDocument: 'before' },
        );
        const v = (before?.v ?? 0) + 1;
        await c.bulkWrite(
          tags.map((tag) => ({ updateOne: { filter: { _id: tag }, update: { $max: { v } }, upsert: true } })),
          { ordered: false },
        );
        return v;
      });
      return result !== undefined;
    },
  };
}
