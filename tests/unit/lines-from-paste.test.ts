import { describe, expect, it } from 'vitest';
import { linesFromPaste } from '@/components/orders/lines-from-paste';

// A parcel or a refund filled from a pasted list (issue 33): the quick order's reader, matched on
// the order's part numbers as typed any way, never more than is left, every pasted line accounted for.
const lines = [
  { productId: 'a', partNumber: 'M8-25', toShipQuantity: 100 },
  { productId: 'b', partNumber: '6204-2RS', toShipQuantity: 40 },
  { productId: 'c', partNumber: 'PS-00009', toShipQuantity: 10 },
];

describe('lines from a paste', () => {
  it('puts each pasted part in with its quantity and every other line at none', () => {
    const { quantities, put, problems } = linesFromPaste('m8 25\t30\n62042rs\t40', lines);
    expect(quantities).toEqual({ a: '30', b: '40', c: '' });
    expect(put).toBe(2);
    expect(problems).toEqual([]);
  });

  it('adds up a part pasted twice, caps it at what is left, and names every line it could not use', () => {
    const { quantities, problems } = linesFromPaste(
      'Part,Qty\nM8-25,60\nM8-25,50\nNOPE-1,5\n6204-2RS,lots',
      lines,
    );
    expect(quantities).toEqual({ a: '100', b: '', c: '' });
    expect(problems).toEqual([
      'Line 3: only 100 of M8-25 left, so 100 put in',
      'Line 4: NOPE-1 has nothing left in this order',
      'Line 5: Quantity "lots" is not a whole number',
    ]);
  });

  it('refuses an empty paste with the quick order’s words', () => {
    expect(() => linesFromPaste('\n\n', lines)).toThrow('No lines to check');
  });
});
