import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/model/caller';
import { can, STORE } from '@/lib/model/policy';

// Who may do what, asked in one place (lib/model/policy.ts) by every feature and guard.

const buyer: Caller = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'customer' };
const otherBuyer: Caller = { id: 'u2', email: 'bob@example.com', name: 'Bob', role: 'customer' };
const admin: Caller = { id: 'u3', email: 'admin@partsmith.io', name: 'Admin', role: 'admin' };
const adasOrder = { customerEmail: 'ada@example.com' };

describe('the policy', () => {
  it("lets a buyer see their own orders and quotes, an admin anyone's, and nobody else", () => {
    expect(can(buyer, 'see', adasOrder)).toBe(true);
    expect(can(admin, 'see', adasOrder)).toBe(true);
    expect(can(otherBuyer, 'see', adasOrder)).toBe(false);
  });

  it('lets only the buyer pay for their order, not even an admin', () => {
    expect(can(buyer, 'pay', adasOrder)).toBe(true);
    expect(can(admin, 'pay', adasOrder)).toBe(false);
    expect(can(otherBuyer, 'pay', adasOrder)).toBe(false);
  });

  it('lets only admins run the store', () => {
    expect(can(admin, 'administer', STORE)).toBe(true);
    expect(can(buyer, 'administer', STORE)).toBe(false);
  });

  it('compares emails as stored (lower case): a differently cased one is someone else', () => {
    expect(can({ ...otherBuyer, email: 'ADA@example.com' }, 'see', adasOrder)).toBe(false);
  });
});
