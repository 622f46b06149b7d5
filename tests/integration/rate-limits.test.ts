import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { clearHits, countHit } from '@/lib/limits/store/rate-limits';

// Rate limits count a sliding window: the hits of the window just ended still count, weighted by
// how much of it is inside the last `windowSeconds`, so a limit does not start again from nothing
// at a window's edge (a guesser straddling one used to get twice the allowance).

afterAll(async () => (await getMongoClient()).close());

const WINDOW_SECONDS = 3600;
const windowMs = WINDOW_SECONDS * 1000;
/** How much of the last window is still inside the sliding window at `now`. */
const stillInside = (now: number) => 1 - (now % windowMs) / windowMs;

describe('a sliding window', () => {
  it("counts the last window's hits, weighted by how much of it is still inside", async () => {
    const key = `test:slide:${Date.now()}`;
    const before = Date.now();
    const lastWindow = Math.floor(before / windowMs) - 1;
    await (
      await getDb()
    )
      .collection<{ _id: string; count: number; expiresAt: Date }>('rate_counters')
      .insertOne({ _id: `${key}:${lastWindow}`, count: 100, expiresAt: new Date(before + windowMs) });
    const counted = await countHit(key, WINDOW_SECONDS);
    const after = Date.now();
    // This hit, plus the last window's 100 as far as they are still inside (time moved a little).
    expect(counted).toBeLessThanOrEqual(1 + Math.floor(100 * stillInside(before)));
    expect(counted).toBeGreaterThanOrEqual(1 + Math.floor(100 * stillInside(after)));
    // The next hit counts on from there.
    const next = await countHit(key, WINDOW_SECONDS);
    expect(next).toBeGreaterThanOrEqual(2 + Math.floor(100 * stillInside(Date.now())));

    // Forgetting a key forgets both windows.
    await clearHits(key, WINDOW_SECONDS);
    expect(await countHit(key, WINDOW_SECONDS)).toBe(1);
  });

  it('counts concurrent first hits once each', async () => {
    const key = `test:burst:${Date.now()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => countHit(key, WINDOW_SECONDS)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
