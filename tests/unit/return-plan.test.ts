import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { planReturnRefund } from '@/lib/orders/return-refund-plan';
import { checkReceipt, planReturn, windowEnd } from '@/lib/returns/return-plan';

const hex = (id: ObjectId) => id.toHexString();

/** A seeded pseudo-random source (mulberry32): the same cases every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a return asked for', () => {
  const order = {
    id: hex(new ObjectId()),
    ref: 'SO-000001',
    customerEmail: 'b@example.com',
    customerName: 'B',
    companyId: null,
    status: 'delivered',
    deliveredAt: new Date('2026-11-01T00:00:00Z'),
    shipTo: null,
    way: 'card' as const,
    lines: [
      { productId: hex(new ObjectId()), name: 'Gear', partNumber: 'GR-10', shipped: 40 },
      { productId: hex(new ObjectId()), name: 'Pin', partNumber: null, shipped: 20 },
    ],
    mayReturn: true,
  };
  const [gear, pin] = order.lines as [(typeof order.lines)[0], (typeof order.lines)[0]];

  it('reads part numbers as typed and ids, adds a part given twice, and keeps the order’s line order', () => {
    expect(
      planReturn(order, new Map(), [
        { part: pin.productId.toUpperCase(), quantity: 5 },
        { part: 'gr 10', quantity: 3 },
        { part: 'GR10', quantity: 4 },
      ]),
    ).toEqual({
      lines: [
        { productId: gear.productId, name: 'Gear', partNumber: 'GR-10', quantity: 7 },
        { productId: pin.productId, name: 'Pin', partNumber: null, quantity: 5 },
      ],
    });
  });

  it('never takes back more than was delivered less what other returns take, naming the line', () => {
    const taken = new Map([[gear.productId, 35]]);
    expect(planReturn(order, taken, [{ part: 'GR-10', quantity: 5 }])).toMatchObject({
      lines: [{ quantity: 5 }],
    });
    expect(
      planReturn(order, taken, [
        { part: pin.productId, quantity: 1 },
        { part: 'GR-10', quantity: 6 },
      ]),
    ).toEqual({
      refusal: 'Line 2: Gear: only 5 can be returned (40 delivered, 35 already being returned)',
    });
    expect(planReturn(order, taken, [{ part: 'NOPE-1', quantity: 1 }])).toEqual({
      refusal: 'NOPE-1 is not a part of this order',
    });
  });

  it('ends its window the given number of days after delivery', () => {
    expect(windowEnd(order.deliveredAt, 30).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('is received only when every unit is back to stock or scrapped', () => {
    const lines = [{ productId: gear.productId, name: 'Gear', quantity: 10 }];
    expect(checkReceipt(lines, [{ productId: gear.productId, restock: 8, scrap: 2 }])).toBeNull();
    expect(checkReceipt(lines, [{ productId: gear.productId, restock: 8, scrap: 1 }])).toBe(
      'Gear: say what became of its 10 units (back to stock or scrapped)',
    );
    expect(
      checkReceipt(lines, [
        { productId: gear.productId, restock: 10, scrap: 0 },
        { productId: pin.productId, restock: 1, scrap: 0 },
      ]),
    ).toBe(`This return has no line for part ${pin.productId}`);
  });
});

describe('the refund of returned units', () => {
  it('over 300 random orders returned in random parts: each line’s tax given back exactly once all is back, shipping shares never over what was paid, never more than the total', () => {
    const next = random(36);
    const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
    for (let run = 0; run < 300; run += 1) {
      const lines = Array.from({ length: int(1, 6) }, () => ({
        productId: new ObjectId(),
        name: 'Part',
        quantity: int(1, 200),
        unitPriceCents: int(1, 50_000),
      }));
      const taxLines = lines.map((line) => ({
        key: hex(line.productId),
        taxCents: Math.round(line.quantity * line.unitPriceCents * next() * 0.25),
      }));
      const shippingCents = int(0, 10_000);
      const shippingTax = Math.round(shippingCents * next() * 0.2);
      const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
      const taxCents = taxLines.reduce((sum, line) => sum + line.taxCents, 0) + shippingTax;
      const order = {
        status: 'delivered' as const,
        totalCents: subtotalCents + shippingCents + taxCents,
        lines: lines.map((line) => ({ ...line, totalCents: line.quantity * line.unitPriceCents })),
        shipments: [{ lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) }],
        refunds: [] as {
          lines: { productId: ObjectId; quantity: number; taxCents?: number }[];
          amountCents: number;
          status: 'succeeded';
          rma: { id: ObjectId; label: string };
          shippingCents?: number;
        }[],
        charges: {
          subtotalCents,
          shippingCents,
          taxLines: [...taxLines, { key: 'shipping', taxCents: shippingTax }],
        },
      };
      const left = new Map(lines.map((line) => [hex(line.productId), line.quantity]));
      // Returns of random parts until every unit is back, each with or without its shipping share.
      while ([...left.values()].some((units) => units > 0)) {
        const wanted = [...left]
          .filter(([, units]) => units > 0)
          .map(([productId, units]) => ({ productId, quantity: next() < 0.5 ? units : int(1, units) }))
          .filter(() => next() < 0.7);
        if (wanted.length === 0) continue;
        const plan = planReturnRefund(order, { lines: wanted, withShipping: next() < 0.5 });
        if ('refusal' in plan) throw new Error(plan.refusal);
        order.refunds.push({
          lines: plan.lines,
          amountCents: plan.amountCents,
          status: 'succeeded',
          rma: { id: new ObjectId(), label: 'RMA' },
          shippingCents: plan.shippingCents,
        });
        for (const line of wanted) left.set(line.productId, left.get(line.productId)! - line.quantity);
      }
      const given = order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      expect(given).toBeLessThanOrEqual(order.totalCents);
      for (const tax of taxLines) {
        const back = order.refunds
          .flatMap((refund) => refund.lines)
          .filter((line) => hex(line.productId) === tax.key);
        expect(back.reduce((sum, line) => sum + line.taxCents!, 0)).toBe(tax.taxCents);
      }
      const shipping = order.refunds.reduce((sum, refund) => sum + (refund.shippingCents ?? 0), 0);
      expect(shipping).toBeLessThanOrEqual(shippingCents + shippingTax);
      // Every unit back: nothing more can be asked.
      expect(
        planReturnRefund(order, {
          lines: [{ productId: taxLines[0]!.key, quantity: 1 }],
          withShipping: false,
        }),
      ).toEqual({
        refusal: 'Part: more units than shipped and not yet refunded',
      });
    }
  });
});
