import { ObjectId } from 'mongodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/model/caller';
import { getDb, getMongoClient } from '@/lib/db/client';
import { makeAdmin, removeAdmin } from '@/lib/users/roles';

const caller = (email: string): Caller => ({
  id: new ObjectId().toHexString(),
  email,
  name: null,
  role: 'admin',
});

describe('admin roles', () => {
  afterAll(async () => (await getMongoClient()).close());

  beforeEach(async () => {
    await (await getDb()).dropDatabase();
    await (await getDb()).collection('users').insertMany([
      { _id: new ObjectId(), email: 'first@admins.io', role: 'admin' },
      { _id: new ObjectId(), email: 'second@admins.io', role: 'customer' },
    ]);
  });

  it('never removes the last admin', async () => {
    // 'first' is the only admin; a stale session of a former admin tries to demote them.
    await expect(removeAdmin(caller('former@admins.io'), 'first@admins.io')).rejects.toMatchObject({
      // A conflict, which the API answers with 409 (lib/http/error-table.ts).
      kind: 'conflict',
      message: 'The store must keep at least one admin',
    });
    expect((await (await getDb()).collection('users').findOne({ email: 'first@admins.io' }))?.role).toBe(
      'admin',
    );
  });

  it('removes another admin when one remains, and reports 0 for non-admins', async () => {
    expect(await makeAdmin(caller('first@admins.io'), 'second@admins.io')).toEqual({ modifiedCount: 1 });
    expect(await removeAdmin(caller('first@admins.io'), 'second@admins.io')).toEqual({ modifiedCount: 1 });
    expect(await removeAdmin(caller('first@admins.io'), 'second@admins.io')).toEqual({ modifiedCount: 0 });
  });
});
