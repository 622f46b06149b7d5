import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceData } from '@/lib/invoices/invoice-pdf';
import { pdfText } from '../support/pdf-text';

const invoice: InvoiceData = {
  seller: {
    name: 'Acme Fasteners GmbH',
    address: ['Werkstraße 5', '70173 Stuttgart', 'Germany'],
    email: 'rechnung@acme.example',
    taxId: 'VAT DE123456789',
  },
  number: 'INV-000042',
  issuedAt: new Date('2026-03-02T10:00:00Z'),
  buyer: { name: '山田太郎', email: 'taro@example.jp', phone: '+81 3 1234 5678' },
  poNumber: 'Ж-123',
  order: 'SO-000042',
  lines: [
    { part: 'Lager Ø20 – Größe «M»', quantity: 31, unitCents: 1999, totalCents: 61969 },
    { part: 'HB-M10X50-88 · Hex Bolt M10 × 50', quantity: 500, unitCents: 42, totalCents: 21000 },
  ],
  totalCents: 82969,
  paidAt: new Date('2026-03-01T09:00:00Z'),
  transactionId: 'pi_3PXyZ2eZvKYlo2C0',
};

const printed = async (data: InvoiceData) => pdfText(await renderInvoicePdf(data));

describe('invoice PDF', () => {
  it('numbers its pages and repeats what it is and the column titles on each (a 300-line order)', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({
      part: `P-${String(i).padStart(3, '0')} · Bracket ${i}`,
      quantity: 30,
      unitCents: 100,
      totalCents: 3000,
    }));
    const text = await printed({ ...invoice, lines, totalCents: 900_000 });
    const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Invoice INV-000042 · page ${page} of ${pages}`);
    // Page 1 has the full header; every further page names the invoice and its order again.
    expect(text.split('Invoice INV-000042 · Order SO-000042').length - 1).toBe(pages - 1);
    expect(text.split('Unit price').length - 1).toBe(pages);
    expect(text).toContain('P-299 · Bracket 299');
    expect(text).toContain('$9,000.00');
  });

  it("prints the seller's details from the settings, and no tax id line when there is none", async () => {
    const text = await printed(invoice);
    expect(text).toContain(
      'Acme Fasteners GmbH\nWerkstraße 5\n70173 Stuttgart\nGermany\nrechnung@acme.example\nTax id: VAT DE123456789',
    );
    const without = await printed({ ...invoice, seller: { ...invoice.seller, taxId: null } });
    expect(without).not.toContain('Tax id');
    expect(without).not.toContain('00-0000000');
  });

  it('a one-page credit note says so too', async () => {
    const credit = { invoice: 'INV-000042', reason: 'Damaged in transit', refundId: 're_1' };
    expect(await printed({ ...invoice, number: 'CN-000007', credit })).toContain(
      'Credit note CN-000007 · page 1 of 1',
    );
  });

  // A quote's PDF (issue 33): the seller, the buyer, the lines, how long it holds and its terms;
  // no payment and no order yet; over pages like an invoice.
  it('a quote names itself, whom it is for, its validity and its terms, and no payment', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => ({
      part: `P-${String(i).padStart(3, '0')} · Bracket ${i}`,
      quantity: 30,
      unitCents: 95,
      totalCents: 2850,
    }));
    const text = await printed({
      ...invoice,
      number: 'Q-000045',
      order: null,
      paidAt: null,
      transactionId: null,
      lines,
      totalCents: 855_000,
      quote: { validUntil: new Date('2026-03-16T00:00:00Z') },
    });
    const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Quote Q-000045 · page ${page} of ${pages}`);
    for (const expected of [
      'Quote number: Q-000045',
      'Quote for',
      'Acme Fasteners GmbH',
      'P-299 · Bracket 299',
      '$8,550.00',
      'Valid until: 2026-03-16 (end of the day, UTC), for the quantities quoted.',
      'Terms of sale apply.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Transaction id');
    expect(text).not.toContain('Paid by card');
  });

  // Helvetica has Latin-1 only: the name read back as '\qu0Y*•Î', the PO number as 'AbÓ #0'.
  it('prints the buyer, the PO number and the part as typed, and the digits after them', async () => {
    const text = await printed(invoice);
    for (const expected of [
      '山田太郎\ntaro@example.jp\n+81 3 1234 5678',
      'PO number: Ж-123',
      'Lager Ø20 – Größe «M»',
      '$619.69',
      // Every line, and the order's total below them.
      'HB-M10X50-88 · Hex Bolt M10 × 50',
      '$210.00',
      '$829.69',
      'Order: SO-000042',
    ])
      expect(text).toContain(expected);
  });

  it('prints Greek, Chinese and Korean, mixed on one line with Latin', async () => {
    const name = 'Γιώργος · 张伟 · 김철수 (Nguyễn)';
    const text = await printed({ ...invoice, buyer: { ...invoice.buyer, name }, poNumber: 'ΑΒ-7/张-8' });
    expect(text).toContain(`${name}\n`);
    expect(text).toContain('PO number: ΑΒ-7/张-8');
  });

  // pdfkit did no bidi and fontkit laid `הזמנה-123` out as one right-to-left run, digits and all,
  // in a font without Hebrew: it read back as `321-` and five empty boxes, on both documents.
  it('prints a right-to-left PO number with its digits in order, on the invoice and the credit note', async () => {
    const credit = { invoice: 'INV-000042', reason: 'Damaged in transit', refundId: 're_1' };
    for (const data of [invoice, { ...invoice, number: 'CN-000007', credit }]) {
      const text = await printed({ ...data, poNumber: 'הזמנה-123' });
      // What a reader sees from left to right: the digits, then the Hebrew word (read right to left).
      expect(text).toContain('PO number: 123-הזמנה');
      expect(text).not.toContain('321');
    }
  });

  it('prints Hebrew, Arabic, Thai, Georgian and Armenian as typed, in every field', async () => {
    const text = await printed({
      ...invoice,
      buyer: { ...invoice.buyer, name: 'محمد عبد الرحمن' },
      poNumber: 'ใบสั่งซื้อ-7',
      lines: [
        { part: 'שסתום 6204', quantity: 30, unitCents: 100, totalCents: 3000 },
        { part: 'გიორგი ბერიძე', quantity: 30, unitCents: 100, totalCents: 3000 },
        { part: 'Արամ Պետրոսյան', quantity: 30, unitCents: 100, totalCents: 3000 },
      ],
    });
    for (const expected of [
      'محمد عبد الرحمن\n',
      'PO number: ใบสั่งซื้อ-7',
      // The number stays after the Hebrew word, to its left.
      '6204 שסתום',
      'გიორგი ბერიძე',
      'Արամ Պետրոսյան',
    ])
      expect(text).toContain(expected);
  });
});
