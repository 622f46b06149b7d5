import { describe, expect, it } from 'vitest';
import { withLock } from '@/lib/db/locks';

// The shared lock (lib/db/locks.ts): a customer's orders are placed under it, and a 1,000-line
// checkout took 10.6 s against a 10 s lease that was never renewed (issue 31), so a second
// checkout could take the lock over from a live holder.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withLock', () => {
  it('keeps a live holder’s lock past its lease, and lets a dead one’s go', async () => {
    const lease = 600;
    let holding = true;
    const long = withLock(
      'lock-test:long',
      async () => {
        await sleep(lease * 3);
        holding = false;
        return 'done';
      },
      0,
      lease,
    );
    await sleep(lease * 1.5);
    // Past the first lease, while the holder still works: not taken over.
    const rival = await withLock('lock-test:long', async () => holding, lease, lease);
    expect(rival).toBeNull();
    expect(await long).toEqual({ value: 'done' });
    expect(await withLock('lock-test:long', async () => 'next', 0, lease)).toEqual({ value: 'next' });
  });

  it('is taken over once a holder stops renewing it (died holding it)', async () => {
    const lease = 400;
    // A holder that died: its lock document stays, nobody renews it.
    const { getDb } = await import('@/lib/db/client');
    await (
      await getDb()
    )
      .collection<{ _id: string; until: Date }>('locks')
      .insertOne({ _id: 'lock-test:dead', until: new Date(Date.now() + lease) });
    expect(await withLock('lock-test:dead', async () => 'taken', lease * 4, lease)).toEqual({
      value: 'taken',
    });
  });
});
