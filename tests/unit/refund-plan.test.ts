import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { planRefund, refundableCents } from '@/lib/orders/refund-plan';

const gear = new ObjectId();
const nut = new ObjectId();
const hex = (id: ObjectId) => id.toHexString();

/** 100 gears at $2 and 40 nuts at $0.50 ($220.00 paid); 60 gears shipped. */
const order = (extra: object = {}) => ({
  status: 'partially_shipped' as const,
  totalCents: 22_000,
  lines: [
    { productId: gear, name: 'Gear', quantity: 100, unitPriceCents: 200 },
    { productId: nut, name: 'Nut', quantity: 40, unitPriceCents: 50 },
  ],
  shipments: [{ lines: [{ productId: gear, quantity: 60 }] }],
  ...extra,
});

describe('planning a refund', () => {
  it('gives back the cancelled units’ worth when no amount is asked, and keeps the status', () => {
    expect(planRefund(order(), { lines: [{ productId: hex(gear), quantity: 10 }] })).toEqual({
      lines: [{ productId: gear, quantity: 10 }],
      amountCents: 2_000,
      transition: 'refund',
    });
  });

  it('cancels only what is still to ship, counting earlier refunds but not failed ones', () => {
    const refunded = order({
      refunds: [
        { lines: [{ productId: gear, quantity: 30 }], amountCents: 6_000, status: 'succeeded' },
        { lines: [{ productId: nut, quantity: 40 }], amountCents: 2_000, status: 'failed' },
      ],
    });
    expect(planRefund(refunded, { lines: [{ productId: hex(gear), quantity: 11 }] })).toEqual({
      refusal: 'Only 10 of Gear can still be cancelled (the rest has shipped or was cancelled)',
      field: 'lines',
    });
    expect(refundableCents(refunded)).toBe(16_000);
    // A part asked twice is added up.
    expect(
      planRefund(refunded, {
        lines: [
          { productId: hex(nut), quantity: 20 },
          { productId: hex(nut), quantity: 21 },
        ],
      }),
    ).toMatchObject({
      refusal: 'Only 40 of Nut can still be cancelled (the rest has shipped or was cancelled)',
    });
  });

  it('ends the order when every unit still to send is cancelled: shipped if some went, refunded if none', () => {
    const rest = [
      { productId: hex(gear), quantity: 40 },
      { productId: hex(nut), quantity: 40 },
    ];
    expect(planRefund(order(), { lines: rest })).toMatchObject({
      transition: 'refundRest',
      amountCents: 10_000,
    });
    const unshipped = order({ status: 'paid', shipments: [] });
    expect(
      planRefund(unshipped, {
        lines: [
          { productId: hex(gear), quantity: 100 },
          { productId: hex(nut), quantity: 40 },
        ],
      }),
    ).toMatchObject({ transition: 'refundAll', amountCents: 22_000 });
  });

  it('never gives back more than was paid less what was refunded', () => {
    const most = order({ refunds: [{ lines: [], amountCents: 21_000, status: 'pending' }] });
    expect(planRefund(most, { lines: [], amountCents: 1_001 })).toEqual({
      refusal: 'At most $10.00 can still be refunded',
      field: 'amount',
    });
    // The cancelled units' worth is capped at what is left.
    expect(planRefund(most, { lines: [{ productId: hex(gear), quantity: 40 }] })).toMatchObject({
      amountCents: 1_000,
    });
    expect(
      planRefund(order({ refunds: [{ lines: [], amountCents: 22_000, status: 'succeeded' }] }), {
        lines: [],
        amountCents: 1,
      }),
    ).toEqual({
      refusal: 'This order has been refunded in full',
      field: 'amount',
    });
  });

  it('asks for something: units or an amount, and only parts of the order', () => {
    expect(planRefund(order(), { lines: [] })).toEqual({
      refusal: 'Choose units to cancel or an amount to refund',
      field: 'amount',
    });
    const stranger = new ObjectId().toHexString();
    expect(planRefund(order(), { lines: [{ productId: stranger, quantity: 1 }] })).toEqual({
      refusal: `This order has no line for part ${stranger}`,
      field: 'lines',
    });
    // A money-only refund of a shipped order leaves it as it is.
    expect(planRefund(order({ status: 'delivered' }), { lines: [], amountCents: 500 })).toMatchObject({
      transition: 'refund',
      lines: [],
    });
  });
});
