import { describe, expect, it } from 'vitest';
import {
  HIDDEN_STATUSES,
  nextStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAID_STATUSES,
  type StoredOrderStatus,
} from '@/lib/model/order-status';

/** Every status an order placed now can come to, through the table. */
function reachable(start: StoredOrderStatus): Set<StoredOrderStatus> {
  const seen = new Set<StoredOrderStatus>([start]);
  const queue = [start];
  while (queue.length)
    for (const next of nextStatuses(queue.shift()!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  return seen;
}

describe("an order's transitions (the table in lib/model/order-status.ts)", () => {
  it('reach every status from a new order, and end at cancelled', () => {
    expect([...reachable('placing')].sort()).toEqual([...ORDER_STATUSES, ...HIDDEN_STATUSES].sort());
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('never take a paid order back to owing, nor revive anything but an expired order', () => {
    for (const status of PAID_STATUSES)
      expect(nextStatuses(status).filter((next) => ['unpaid', 'expired', 'placing'].includes(next))).toEqual(
        [],
      );
    const intoPlacing = Object.values(ORDER_TRANSITIONS).filter((move) => move.to === 'placing');
    expect(intoPlacing.map((move) => [...move.from])).toEqual([['expired']]);
  });

  it('cancel only what has no sale, or a sale an admin takes back', () => {
    expect([...ORDER_TRANSITIONS.cancel.from]).toEqual(['unpaid', 'expired']);
    expect([...ORDER_TRANSITIONS.cancelPaid.from]).toEqual([
      'paid',
      'partially_shipped',
      'shipped',
      'delivered',
      'refunded',
    ]);
  });

  it('refund only paid orders, and end one as refunded only when nothing of it was sent', () => {
    expect([...ORDER_TRANSITIONS.refund.from]).toEqual([...PAID_STATUSES]);
    expect(ORDER_TRANSITIONS.refund.to).toBeNull();
    expect([...ORDER_TRANSITIONS.refundAll.from]).toEqual(['paid']);
    expect(nextStatuses('refunded')).toEqual(['cancelled']);
    expect(nextStatuses('partially_shipped').sort()).toEqual(['cancelled', 'shipped']);
  });
});
