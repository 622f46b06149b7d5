import { describe, expect, it } from 'vitest';
import type { BomPart } from '@/lib/catalog/part-lookups';
import type { Id } from '@/lib/db/ids';
import { parseBomText } from '@/lib/validation/bom-parse';
import {
  assertAccounted,
  decideBom,
  includesNote,
  mergedNote,
  NOT_FOUND_NOTE,
  NOT_LOOKED_UP_NOTE,
  raisedNote,
  roundedNote,
  SEVERAL_MATCH_NOTE,
  shortNote,
} from '@/lib/cart/bom-rules';
import { closestNumbers, matchRows, numbersToSuggestFor, SUGGEST_FOR_LINES } from '@/lib/cart/bom-matching';
import { compactPartNumber, partNumberFields } from '@/lib/model/part-number';

let next = 0;
/** A part as the check reads it (its id only needs to print as 24 hex digits). */
function part(partNumber: string, fields: Partial<BomPart> = {}): BomPart {
  const hex = (next += 1).toString(16).padStart(24, '0');
  const { partNumberKey, partNumberCompact } = partNumberFields(partNumber);
  return {
    _id: { toHexString: () => hex } as unknown as Id,
    partNumber,
    partNumberKey,
    partNumberCompact,
    name: `Part ${partNumber}`,
    quantity: 1000,
    priceCents: 100,
    ...fields,
  };
}

function report(text: string, parts: BomPart[], suggestions = new Map<string, string[]>()) {
  const rows = parseBomText(text);
  return decideBom(rows, matchRows(rows, parts), suggestions);
}

describe('checking a bill of materials', () => {
  const bolt = part('M8-20', { minimumQuantity: 50, quantityStep: 10 });
  const bearing = part('6204-2RS');
  const scarce = part('SC-1', { quantity: 40 });

  it('gives every line exactly one outcome, and the counts add up to the lines', () => {
    const text = [
      'Part;Qty', // 1 the headings
      '6204 2rs;100', // 2 added (matched ignoring case, spaces and dashes)
      'M8-20;40', // 3 adjusted: raised to the minimum of 50
      'm820;15', // 4 merged into line 3: 55 in all, rounded up to 60
      'SC-1;60', // 5 short: 40 in stock
      'NOPE-9;30', // 6 not found
      'A-1;x', // 7 unreadable
      '', // blank: not a line
      '6204-2RS;20', // 9 merged into line 2
    ].join('\n');
    const { lines, counts, accepted } = report(text, [bolt, bearing, scarce]);
    expect(lines.map((line) => [line.line, line.status])).toEqual([
      [1, 'header'],
      [2, 'added'],
      [3, 'adjusted'],
      [4, 'merged'],
      [5, 'short'],
      [6, 'not_found'],
      [7, 'unreadable'],
      [9, 'merged'],
    ]);
    expect(counts).toEqual({
      total: 8,
      header: 1,
      added: 1,
      merged: 2,
      adjusted: 1,
      notFound: 1,
      short: 1,
      unreadable: 1,
    });
    expect(lines[1]).toMatchObject({
      partNumber: '6204-2RS',
      productId: bearing._id.toHexString(),
      quantity: 100,
      finalQuantity: 120,
      note: includesNote([9], 120),
      available: 1000,
    });
    expect(lines[2]).toMatchObject({
      quantity: 40,
      finalQuantity: 60,
      note: `${includesNote([4], 55)}; ${roundedNote(55, 60, 10)}`,
    });
    expect(lines[3]).toMatchObject({ mergedInto: 3, finalQuantity: null, note: mergedNote(3, 15) });
    expect(lines[4]).toMatchObject({ finalQuantity: 60, available: 40, note: shortNote(40, 60) });
    expect(lines[5]).toMatchObject({ partNumber: 'NOPE-9', productId: null, note: NOT_LOOKED_UP_NOTE });
    expect(lines[6]).toMatchObject({
      raw: 'A-1;x',
      status: 'unreadable',
      note: 'Quantity "x" is not a whole number',
    });
    // What can go in the cart: the added and adjusted lines, merged quantities folded in.
    expect(accepted).toEqual([
      { productId: bearing._id.toHexString(), quantity: 120 },
      { productId: bolt._id.toHexString(), quantity: 60 },
    ]);
  });

  it('raises to the minimum, then rounds up to the pack, saying so', () => {
    const { lines } = report('M8-20,7', [bolt]);
    expect(lines[0]).toMatchObject({ status: 'adjusted', finalQuantity: 50, note: raisedNote(7, 50) });
    const packs = report('M8-20,51', [bolt]).lines[0];
    expect(packs).toMatchObject({ status: 'adjusted', finalQuantity: 60, note: roundedNote(51, 60, 10) });
    expect(report('M8-20,70', [bolt]).lines[0]).toMatchObject({
      status: 'added',
      finalQuantity: 70,
      note: null,
    });
  });

  it('is short when the quantity, once settled, is more than the stock', () => {
    const none = part('OUT-1', { quantity: 0 });
    expect(report('OUT-1,30', [none]).lines[0]).toMatchObject({ status: 'short', note: shortNote(0, 30) });
    expect(report('OUT-1,30', [none]).accepted).toEqual([]);
    // 35 asked of 40 in stock, but the minimum of 50 is more than there is.
    const lowStock = part('LOW-1', { quantity: 40, minimumQuantity: 50 });
    expect(report('LOW-1,35', [lowStock]).lines[0]).toMatchObject({
      status: 'short',
      note: `${raisedNote(35, 50)}; ${shortNote(40, 50)}`,
    });
  });

  it('tells apart two parts whose numbers differ only in punctuation, or asks which', () => {
    const dash = part('AB-12');
    const space = part('AB 12');
    expect(report('ab-12,30', [dash, space]).lines[0]).toMatchObject({
      status: 'added',
      productId: dash._id.toHexString(),
    });
    expect(report('AB12,30', [dash, space]).lines[0]).toMatchObject({
      status: 'not_found',
      suggestions: ['AB-12', 'AB 12'],
      note: SEVERAL_MATCH_NOTE,
    });
  });

  it('suggests for the first lines not found only, and says so past them', () => {
    const text = Array.from({ length: SUGGEST_FOR_LINES + 5 }, (_, i) => `X-${i},30`).join('\n');
    const rows = parseBomText(text);
    const matches = matchRows(rows, []);
    const looked = numbersToSuggestFor(matches);
    expect(looked).toHaveLength(SUGGEST_FOR_LINES);
    const suggestions = new Map(looked.map((compact) => [compact, ['X-1']]));
    const { lines } = decideBom(rows, matches, suggestions);
    expect(lines[0]).toMatchObject({ suggestions: ['X-1'], note: NOT_FOUND_NOTE });
    expect(lines.at(-1)).toMatchObject({ suggestions: [], note: NOT_LOOKED_UP_NOTE });
  });

  it('suggests the numbers sharing the longest start with the one typed', () => {
    const beside = ['6204-2RZ', '6204-ZZ', '6205-2RS', '6300', 'ZZ-1'].map((number) => ({
      partNumber: number,
      partNumberCompact: compactPartNumber(number),
    }));
    expect(closestNumbers('62042RS', beside)).toEqual(['6204-2RZ', '6204-ZZ', '6205-2RS']);
    expect(closestNumbers('QQ', beside)).toEqual([]);
  });

  it('refuses a report that lost or doubled a line', () => {
    const rows = parseBomText('A,30\nB,30');
    const good = decideBom(rows, matchRows(rows, []), new Map());
    expect(() => assertAccounted(rows, good.lines.slice(1), good.counts)).toThrow(/2 lines in, 1 out/);
    expect(() => assertAccounted(rows, good.lines, { ...good.counts, notFound: 3 })).toThrow();
  });

  // Issue 33: the accepted lines priced as the cart will price them, and a total for them; the lines
  // that go nowhere carry no price.
  it('prices each accepted line at the rung its final quantity reaches, and totals them', () => {
    const geared = part('GR-1', { priceCents: 250, priceBreaks: [{ minQuantity: 100, unitCents: 200 }] });
    const plain = part('PL-1', { priceCents: 1999 });
    const { lines, subtotal } = report('GR-1;60\nPL-1;30\nGR-1;40\nNOPE;30', [geared, plain]);
    expect(lines.map((line) => [line.status, line.unitPrize, line.totalPrize])).toEqual([
      ['added', 2, 200],
      ['added', 19.99, 599.7],
      ['merged', null, null],
      ['not_found', null, null],
    ]);
    expect(subtotal).toBe(799.7);
  });
});
