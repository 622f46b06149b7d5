import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import type { ShownOrder } from '@/lib/orders/store/orders';
import { adminMayDelete, deleteRefusal } from '@/lib/orders/deletable';
import { toOrderDto } from '@/lib/orders/order-dto';

// Which orders may be deleted, one rule for the delete and for the screen's Delete button (the audit
// found Delete offered on shipped, invoiced orders, where the delete is always refused).

const productId = new ObjectId();
const order = (fields: Partial<ShownOrder> = {}): ShownOrder => ({
  _id: new ObjectId(),
  customerName: 'Ada Buyer',
  customerEmail: 'ada@example.com',
  phoneNumber: '555 0100',
  lines: [{ productId, name: 'Hex bolt', quantity: 30, unitPriceCents: 100, totalCents: 3000 }],
  totalCents: 3000,
  status: 'unpaid',
  stock: 'held',
  holdUntil: new Date('2026-01-02T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
const paid = {
  status: 'paid',
  stock: 'taken',
  transactionId: 'pi_1',
  paidAt: new Date('2026-01-01T01:00:00Z'),
} as const;
const shippedAndInvoiced = order({
  ...paid,
  status: 'shipped',
  invoiceNumber: 9,
  invoicedAt: new Date('2026-01-03T00:00:00Z'),
  shipments: [
    {
      _id: new ObjectId(),
      lines: [{ productId, quantity: 30 }],
      carrier: 'ups',
      trackingNumber: '1Z999',
      shippedAt: new Date('2026-01-04T00:00:00Z'),
      shippedBy: 'admin@partsmith.dev',
    },
  ],
});

describe('deleting an order', () => {
  it('lets a customer cancel an unpaid or expired order, and an admin delete one', () => {
    for (const unpaid of [order(), order({ status: 'expired', stock: 'released' })]) {
      expect(deleteRefusal(unpaid, 'customer')).toBeNull();
      expect(deleteRefusal(unpaid, 'admin')).toBeNull();
    }
  });

  it('keeps a paid order from its customer, not from an admin while it has no invoice', () => {
    expect(deleteRefusal(order(paid), 'customer')).toEqual({
      message: 'Paid orders cannot be cancelled. Please contact us about a refund.',
    });
    expect(deleteRefusal(order(paid), 'admin')).toBeNull();
    expect(deleteRefusal(order({ ...paid, status: 'delivered' }), 'admin')).toBeNull();
  });

  it('refuses an invoiced order to everyone, naming the invoice, and has the refusal audited', () => {
    expect(deleteRefusal(shippedAndInvoiced, 'admin')).toEqual({
      message:
        'This order has invoice INV-000009: invoices are kept as issued, so the order cannot be deleted.',
      audit: { invoice: 'INV-000009' },
    });
    expect(adminMayDelete(shippedAndInvoiced)).toBe(false);
  });

  it('refuses a refunded order, naming its credit notes, even before its invoice exists (issue 31)', () => {
    const refund = (creditNoteNumber?: number) => ({
      _id: new ObjectId(),
      lines: [],
      amountCents: 500,
      reason: 'Goodwill',
      by: 'admin@partsmith.dev',
      at: new Date('2026-01-05T00:00:00Z'),
      status: creditNoteNumber === undefined ? ('pending' as const) : ('succeeded' as const),
      ...(creditNoteNumber === undefined ? {} : { creditNoteNumber }),
    });
    expect(deleteRefusal(order({ ...paid, refunds: [refund(4), refund(7)] }), 'admin')).toEqual({
      message:
        'This order has credit notes CN-000004, CN-000007: credit notes are kept as issued, so the order cannot be deleted.',
      audit: { refunds: '2', creditNotes: 'CN-000004, CN-000007' },
    });
    const pending = order({ ...paid, refunds: [refund()] });
    expect(deleteRefusal(pending, 'admin')?.message).toBe(
      'This order has a refund under way: its credit note will be kept, so the order cannot be deleted.',
    );
    expect(toOrderDto(pending).deletable).toBe(false);
  });

  it('refuses an order whose invoice is being numbered right now', () => {
    expect(deleteRefusal(order({ ...paid, invoiceClaimAt: new Date() }), 'admin')).toEqual({
      message: 'An invoice is being issued for this order.',
    });
  });
});

describe("an order's answer", () => {
  it('offers Delete exactly where the delete would go through', () => {
    expect(toOrderDto(shippedAndInvoiced).deletable).toBe(false);
    expect(
      toOrderDto(order({ ...paid, status: 'shipped', shipments: shippedAndInvoiced.shipments })).deletable,
    ).toBe(true);
    expect(toOrderDto(order()).deletable).toBe(true);
  });
});
