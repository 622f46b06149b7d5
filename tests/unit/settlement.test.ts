import { describe, expect, it } from 'vitest';
import { HIDDEN_STATUSES, ORDER_STATUSES, PAID_STATUSES } from '@/lib/model/order-status';
import { CARD_SETTLEMENT, isPaid, isReleased, settlementOf } from '@/lib/model/settlement';

// Shipping, refunds and invoices ask whether an order is released, never whether it is paid
// (issue 32): an order on account (issue 35) is released before it is paid.

describe('a card order', () => {
  it('is released once paid, in every status after that, and never before or once cancelled', () => {
    const released = [...ORDER_STATUSES, ...HIDDEN_STATUSES].filter((status) =>
      isReleased({ status, settlement: CARD_SETTLEMENT }),
    );
    expect(released).toEqual([...PAID_STATUSES]);
  });

  it('is how an order from before settlements were recorded is settled', () => {
    expect(settlementOf({})).toEqual({ method: 'card' });
    expect(isReleased({ status: 'paid' })).toBe(true);
    expect(isReleased({ status: 'unpaid' })).toBe(false);
  });

  it("is paid (the spec's `paid`, derived: not stored) once a payment was recorded, cancelled or not", () => {
    const paidAt = new Date('2026-11-26T10:00:00Z');
    for (const status of [...ORDER_STATUSES, ...HIDDEN_STATUSES])
      expect(isPaid({ status, paidAt }), status).toBe(true);
    const unpaid = [...ORDER_STATUSES, ...HIDDEN_STATUSES].filter((status) => !isPaid({ status }));
    // Without a recorded payment, only the statuses a card payment leads to say it was paid.
    expect([...ORDER_STATUSES, ...HIDDEN_STATUSES].filter((status) => !unpaid.includes(status))).toEqual([
      ...PAID_STATUSES,
    ]);
    expect(isPaid({ status: 'cancelled' })).toBe(false);
    expect(isPaid({ status: 'cancelled', paidAt })).toBe(true);
  });
});

describe('an order on account', () => {
  const settlement = { method: 'account' as const, terms: 'net30' as const, dueDay: '2026-12-28' };

  it('is released in the same statuses as a paid card order, without a payment', () => {
    const released = [...ORDER_STATUSES, ...HIDDEN_STATUSES].filter((status) =>
      isReleased({ status, settlement }),
    );
    expect(released).toEqual([...PAID_STATUSES]);
  });

  it('is paid only once a payment is recorded, whatever its status', () => {
    for (const status of [...ORDER_STATUSES, ...HIDDEN_STATUSES])
      expect(isPaid({ status, settlement }), status).toBe(false);
    expect(isPaid({ status: 'shipped', settlement, paidAt: new Date('2026-12-20T10:00:00Z') })).toBe(true);
  });
});
