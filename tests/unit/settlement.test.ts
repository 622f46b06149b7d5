import { describe, expect, it } from 'vitest';
import { HIDDEN_STATUSES, ORDER_STATUSES, PAID_STATUSES } from '@/lib/model/order-status';
import { CARD_SETTLEMENT, isReleased, settlementOf } from '@/lib/model/settlement';

// Shipping, refunds and invoices ask whether an order is released, never whether it is paid
// (issue 32): pay on account will release orders before they are paid.

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
});
