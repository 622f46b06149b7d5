import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/model/caller';
import { can, STORE } from '@/lib/model/policy';
import { COMPANY_ROLES, type CompanyAction, type CompanyRole } from '@/lib/model/company';

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

  describe('in a company', () => {
    const member = (roles: CompanyRole[], companyId = 'c1'): Caller => ({
      ...otherBuyer,
      company: { companyId, companyName: 'Acme', roles },
    });
    const adasCompanyOrder = { customerEmail: 'ada@example.com', companyId: 'c1' };

    it("lets its admins, approvers and finance see a member's order; a buyer sees only their own", () => {
      for (const role of ['admin', 'approver', 'finance'] as const)
        expect(can(member([role]), 'see', adasCompanyOrder)).toBe(true);
      expect(can(member(['buyer']), 'see', adasCompanyOrder)).toBe(false);
      // Another company's admin, and an order bought for no company, stay out of sight.
      expect(can(member(['admin'], 'c2'), 'see', adasCompanyOrder)).toBe(false);
      expect(can(member(['admin']), 'see', adasOrder)).toBe(false);
    });

    it("lets the company's finance pay a member's order, and no other role; acting as its buyer stays the buyer's", () => {
      for (const role of COMPANY_ROLES)
        expect(can(member([role]), 'pay', adasCompanyOrder), role).toBe(role === 'finance');
      expect(can(member(['finance'], 'c2'), 'pay', adasCompanyOrder)).toBe(false);
      expect(can(member(['finance']), 'pay', adasOrder)).toBe(false);
      for (const role of COMPANY_ROLES) expect(can(member([role]), 'own', adasCompanyOrder)).toBe(false);
      expect(can(buyer, 'own', adasCompanyOrder)).toBe(true);
    });

    it('answers each company action by role, in its own company only', () => {
      const table: [CompanyAction, CompanyRole[]][] = [
        ['run-company', ['admin']],
        ['see-company', ['admin', 'approver', 'finance']],
        ['approve', ['admin', 'approver']],
        ['pay-company', ['finance']],
        ['buy', ['buyer']],
        ['use-shared', ['admin', 'buyer', 'approver', 'finance']],
      ];
      for (const [action, allowed] of table)
        for (const role of COMPANY_ROLES) {
          expect(can(member([role]), action, { companyId: 'c1' }), `${role} ${action}`).toBe(
            allowed.includes(role),
          );
          expect(can(member([role], 'c2'), action, { companyId: 'c1' })).toBe(false);
        }
      // A store admin outside the company runs the store, not the company.
      expect(can(admin, 'run-company', { companyId: 'c1' })).toBe(false);
    });
  });
});
