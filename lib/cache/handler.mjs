// Next's cache handler (next.config.mjs `cacheHandler`): where cached pages, route answers and
// unstable_cache data live. Plain JavaScript because Next loads it outside its bundles.
//
// Each instance keeps its entries in its own memory (an LRU bounded in bytes); what instances
// share is when each tag was last revalidated, in MongoDB (lib/db/cache-tag-store.mjs). An
// admin's change through one instance records its tags there, and every instance checks an
// entry's tags before serving it, so the change shows on every instance's next request. The
// database is the only shared store: there is no second server to run, and when it is
// unreachable an instance keeps serving what it has (nothing could be rebuilt without it anyway).
//
// "When" is a counter, not a clock: an entry remembers the counter as it was just before it was
// rendered (read when the lookup missed), and is stale once any of its tags was revalidated at a
// higher value. A revalidation that lands during a render therefore still expires what that
// render read, and instances need not agree on the time.
import { LRUCache } from 'lru-cache';
import { databaseSettings } from '../database-settings.mjs';
import { createTagStore } from '../db/cache-tag-store.mjs';
import { isSoftTag } from './soft-tags.mjs';

/** Next's header carrying a page's or route's tags (explicit and implicit) in its cache entry. */
const TAGS_HEADER = 'x-next-cache-tags';
/** lib/cache/tags.ts's mark of a page that found nothing (kept nowhere, see set). */
const SHORT_LIVED_TAG = 'short-lived';
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

// Next makes a handler object per request: the state lives in the module, one per process.
const state = (globalThis.__partsmithCacheHandler ??= {
  /** @type {LRUCache<string, any> | undefined} */
  entries: undefined,
  /** key → { version, startedAt } read when a lookup missed, for the render that follows. */
  pending: new LRUCache({ max: 10_000 }),
  /** tag → when (this clock) this instance revalidated it: holds while the shared store is down. */
  localTags: new Map(),
  /** @type {ReturnType<typeof createTagStore> | null | undefined} */
  store: undefined,
  /** tag → how many expireTagsEverywhere writes Next's own revalidateTag call has yet to follow. */
  alreadyShared: new Map(),
  /** Pathnames of the pages and routes held (see isPathCached). */
  paths: new Set(),
});

/** Next's keys of pages and route answers end with `/$` and the pathname (`/index` for `/`). */
const pathOf = (key) => {
  const at = key.lastIndexOf('/$/');
  return at === -1 ? undefined : key.slice(at + 2);
};

/**
 * Whether this instance holds a page or route answer for `pathname` (`/index` for `/`): while the
 * database is down, proxy.ts answers the 503 page for public pages it could not render.
 */
export const isPathCached = (pathname) => state.paths.has(pathname);

function byteSize(value) {
  switch (value?.kind) {
    case 'APP_PAGE': {
      let size = (value.html?.length ?? 0) + (value.rscData?.byteLength ?? 0);
      for (const segment of value.segmentData?.values() ?? []) size += segment.byteLength;
      return size;
    }
    case 'APP_ROUTE':
      return value.body?.byteLength ?? 0;
    case 'FETCH':
      return value.data?.body?.length ?? 0;
    default:
      return JSON.stringify(value ?? null).length;
  }
}

function entries(maxBytes) {
  state.entries ??= new LRUCache({
    maxSize: maxBytes || DEFAULT_MAX_BYTES,
    // Never 0 (lru-cache refuses it), and some room for the entry's own bookkeeping.
    sizeCalculation: (entry) => 1024 + byteSize(entry.value),
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') state.paths.delete(pathOf(key));
    },
  });
  return state.entries;
}

/** The shared tag store, or null when there is no database (while `next build` runs). */
function store() {
  if (state.store === undefined) {
    const settings = databaseSettings();
    state.store = settings ? createTagStore(settings) : null;
  }
  return state.store;
}

function tagsOf(entry, ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx?.tags ?? entry.tags), ...(ctx?.softTags ?? [])];
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

const revalidatedLocallySince = (tags, since) => tags.some((tag) => (state.localTags.get(tag) ?? 0) > since);

/** Remembers the counter before a render of `key` starts (the first miss wins: it is the oldest). */
async function beginRender(key) {
  if (state.pending.has(key)) return;
  const startedAt = Date.now();
  state.pending.set(key, { startedAt, version: undefined });
  const version = await store()?.currentVersion();
  const pending = state.pending.get(key);
  if (pending?.startedAt === startedAt) pending.version = version;
}

async function expire(tags) {
  for (const tag of tags) state.localTags.set(tag, Date.now());
  if (store() && !(await store().markRevalidated(tags))) {
    console.warn(`Cache tags ${tags.join(', ')} expired on this instance only (shared store unreachable).`);
    return false;
  }
  return true;
}

/**
 * Expires `tags` on every instance before the caller answers: Next's revalidateTag reaches the
 * handler only after the response is sent, so another instance asked at once could still serve the
 * old page. Admin writes call this (lib/cache/expire.ts) and then Next's revalidateTag as usual.
 */
export async function expireTagsEverywhere(tags) {
  const done = await expire(tags);
  if (done) for (const tag of tags) state.alreadyShared.set(tag, (state.alreadyShared.get(tag) ?? 0) + 1);
}

/**
 * Marks `tags` changed on every instance softly (orders moving stock: lib/cache/soft-tags.mjs): an
 * entry carrying one is served once more and rendered again behind it. Nothing is kept locally: a
 * change no instance could be told of (the database away) could not be rendered anyway.
 */
export async function expireSoftly(tags) {
  await store()?.markRevalidated(tags);
}

/**
 * A mark of now for data kept outside the page cache (a listing's facet index, lib/catalog): the
 * shared counter and this clock, as a render's entry remembers them.
 */
export async function versionMark() {
  return { startedAt: Date.now(), version: (await store()?.currentVersion()) ?? 0 };
}

/**
 * What became of `tags` since `mark`: 'hard' when one was revalidated (an admin's change), 'soft'
 * when one was only softly (stock moved), or null. Unknown while the shared store is away: null,
 * as for pages (nothing newer could be built without the database anyway).
 * @param {string[]} tags
 * @param {{ startedAt: number, version: number }} mark
 */
export async function changedSince(tags, mark) {
  if (revalidatedLocallySince(tags, mark.startedAt)) return 'hard';
  const latest = await store()?.latestVersions(tags, isSoftTag);
  if (!latest) return null;
  if (latest.hard > mark.version) return 'hard';
  return latest.soft > mark.version ? 'soft' : null;
}

/** A page or route answer that is a redirect (lib/cache/public-read.ts's, to the 503 page). */
const isRedirect = (data) => {
  const status = data?.status ?? 200;
  return status >= 300 && status < 400;
};

/**
 * Pages and route answers that found nothing (a search without matches, an unknown id, a page past
 * the end: 404s, or marked short-lived) are rendered per request instead: anyone can ask for
 * endless such URLs, and each kept one would push a real page out of every instance's cache.
 */
function worthKeeping(data) {
  if (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE') return true;
  // Only a page's own answer: not a 404, nor a redirect (lib/cache/public-read.ts during an outage).
  if ((data.status ?? 200) !== 200) return false;
  return !tagsOf({ value: data }).includes(SHORT_LIVED_TAG);
}

export default class CacheHandler {
  constructor(ctx) {
    entries(ctx?.maxMemoryCacheSize);
  }

  async get(key, ctx) {
    const entry = entries().get(key);
    if (!entry) {
      await beginRender(key);
      return null;
    }
    const tags = tagsOf(entry, ctx);
    const latest = await store()?.latestVersions(tags, isSoftTag);
    // The shared store cannot say (the database away, or too slow to answer): an outage.
    const outage = Boolean(store()) && latest === undefined;
    if (revalidatedLocallySince(tags, entry.startedAt) || (latest?.hard ?? 0) > entry.version) {
      // Expired by a change. Through an outage its last good copy is served (nothing newer could
      // be rendered); otherwise it is rendered again, and the copy kept for an outage that starts
      // meanwhile (set keeps it when that render ends in the 503 page). Issue 31: an admin's edit
      // dropped the copy, and the outage that followed found nothing to serve.
      // Next keeps its own record of revalidated tags and would render it regardless, blocking,
      // unless the copy says it is new: it is the newest there can be until the database is back.
      if (outage) return { ...entry, lastModified: Date.now() };
      await beginRender(key);
      return null;
    }
    if ((latest?.soft ?? 0) > entry.version && typeof entry.revalidate === 'number') {
      // Stock moved since it was rendered: served this once as it is, and rendered again behind
      // it (Next does that for an entry past its lifetime, so this copy says it is: just past).
      await beginRender(key);
      return { ...entry, lastModified: Date.now() - entry.revalidate * 1000 - 1 };
    }
    const ageSeconds = (Date.now() - entry.lastModified) / 1000;
    if (typeof entry.revalidate === 'number' && ageSeconds > entry.revalidate) {
      // Stale: Next serves it once and renders it again in the background.
      await beginRender(key);
      // Past twice its lifetime (a quiet page) it is rendered before answering instead, so stock
      // on a public page is never more than a minute old; unless the database is down: then the
      // old entry is better than an error, as nothing could be rendered anyway.
      if (latest !== undefined && ageSeconds > 2 * entry.revalidate) return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    const pending = state.pending.get(key);
    state.pending.delete(key);
    if (!data || !worthKeeping(data)) {
      // A render sent to the 503 page (the database went away during it) leaves the last good
      // copy for the outage; anything else that is not kept (a 404, a search finding nothing)
      // replaces it.
      if (!isRedirect(data)) entries().delete(key);
      return;
    }
    const revalidate = ctx?.cacheControl?.revalidate ?? data.revalidate;
    const path = pathOf(key);
    if (path) state.paths.add(path);
    entries().set(key, {
      value: data,
      lastModified: Date.now(),
      // Without a recorded start (it should not happen), the oldest possible: the entry is then
      // dropped at the first revalidation of any of its tags ever, and rendered again.
      startedAt: pending?.startedAt ?? 0,
      version: pending?.version ?? 0,
      cacheControl: ctx?.cacheControl,
      tags: ctx?.tags ?? [],
      revalidate: typeof revalidate === 'number' ? revalidate : undefined,
    });
  }

  /**
   * Every revalidation expires at once (the store only ever asks for that: `expire: 0`). Next calls
   * this after the response has left; a tag expireTagsEverywhere already wrote for that same change
   * (lib/cache/expire.ts calls both) is not written twice.
   */
  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter((tag) => {
      const pending = state.alreadyShared.get(tag) ?? 0;
      if (pending === 0) return true;
      if (pending === 1) state.alreadyShared.delete(tag);
      else state.alreadyShared.set(tag, pending - 1);
      return false;
    });
    if (list.length) await expire(list);
  }

  resetRequestCache() {}
}
