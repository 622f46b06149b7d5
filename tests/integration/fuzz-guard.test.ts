import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { forbiddenChanges, snapshot } from '../../scripts/fuzz/guard.mjs';
import { withAppDb } from '../support/app-db';

// The fuzzing run's database guard (scripts/fuzz/guard.mjs) must notice what it is there to notice.
describe('the fuzzing guard', () => {
  const me = 'me@example.com';
  const other = 'other@example.com';

  /** A small store in a database of its own; `change` acts on it between the two snapshots. */
  async function changesAfter(
    actor: string | null,
    change: (db: Parameters<Parameters<typeof withAppDb>[0]>[0]) => Promise<unknown>,
  ) {
    return withAppDb(
      async (db) => {
        const product = new ObjectId();
        await db.collection('users').insertMany([
          { email: me, role: 'customer' },
          { email: other, role: 'customer' },
        ]);
        await db.collection('credentials').insertMany([
          { email: me, passwordHash: 'h1' },
          { email: other, passwordHash: 'h2' },
        ]);
        await db.collection('orders').insertMany([
          { customerEmail: me, status: 'unpaid' },
          { customerEmail: other, status: 'unpaid' },
        ]);
        await db.collection('reviews').insertOne({ email: other, rating: 5 });
        await db.collection('profiles').insertOne({ email: other, education: 'none' });
        await db.collection('products').insertOne({ _id: product, name: 'Bolt', priceCents: 10 });
        await db.collection('stock').insertOne({ _id: product, onHand: 90, holds: [], received: 90 });
        const before = await snapshot(db);
        await change(db);
        const problems = forbiddenChanges(before, await snapshot(db), actor);
        await db.dropDatabase();
        return problems;
      },
      `guard_${randomBytes(4).toString('hex')}`,
    );
  }

  it('lets a customer change their own order, sign up others as customers, and move stock', async () => {
    const problems = await changesAfter(me, async (db) => {
      await db.collection('orders').updateOne({ customerEmail: me }, { $set: { status: 'expired' } });
      await db.collection('orders').insertOne({ customerEmail: me, status: 'unpaid' });
      await db.collection('users').insertOne({ email: 'new@example.com', role: 'customer' });
      await db.collection('stock').updateOne({}, { $inc: { onHand: -30 }, $set: { holds: [] } });
    });
    expect(problems).toEqual([]);
  });

  it("reports another account's order, review or profile changed, deleted or created", async () => {
    const problems = await changesAfter(me, async (db) => {
      await db.collection('orders').updateOne({ customerEmail: other }, { $set: { status: 'paid' } });
      await db.collection('reviews').deleteOne({ email: other });
      await db.collection('profiles').insertOne({ email: 'third@example.com' });
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/orders .* of other@example.com was changed/);
    expect(problems.join('\n')).toMatch(/reviews .* of other@example.com was deleted/);
    expect(problems.join('\n')).toMatch(/profiles .* was created for third@example.com/);
  });

  it('reports roles, passwords and the catalog, and anything an anonymous caller changed', async () => {
    const problems = await changesAfter(null, async (db) => {
      await db.collection('users').updateOne({ email: me }, { $set: { role: 'admin' } });
      await db.collection('credentials').updateOne({ email: other }, { $set: { passwordHash: 'x' } });
      await db.collection('users').insertOne({ email: 'boss@example.com', role: 'admin' });
      await db.collection('products').updateOne({}, { $set: { priceCents: 1 } });
      await db.collection('orders').deleteOne({ customerEmail: me });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        `user ${me} was changed (role admin)`,
        `user ${other} was changed`,
        'admin boss@example.com was created',
        expect.stringMatching(/^product .* was changed$/),
        expect.stringMatching(/^orders .* of me@example.com was deleted$/),
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});
