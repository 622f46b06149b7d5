import { describe, expect, it } from 'vitest';
import { bomWithFixes } from '@/components/cart/bom-fixes';
import type { BomLineDto } from '@/lib/cart';

// A report's lines fixed in place become the text checked again (issue 33).
const line = (fields: Partial<BomLineDto>): BomLineDto => ({
  line: 1,
  raw: '',
  status: 'added',
  partNumber: null,
  name: null,
  productId: null,
  quantity: null,
  finalQuantity: null,
  mergedInto: null,
  note: null,
  available: null,
  unitPrize: null,
  totalPrize: null,
  contract: null,
  suggestions: [],
  ...fields,
});

describe('a bill of materials with the buyer’s fixes', () => {
  it('keeps the headings and the lines left alone, and puts each fix in its line', () => {
    const text = bomWithFixes(
      [
        line({ line: 1, raw: 'Part,Qty', status: 'header' }),
        line({ line: 2, raw: 'M8-20,40', partNumber: 'M8-20', quantity: 40 }),
        line({ line: 3, raw: 'NOPE-9,30', status: 'not_found', partNumber: 'NOPE-9', quantity: 30 }),
        line({ line: 4, raw: 'A-1,many', status: 'unreadable', partNumber: 'A-1' }),
        line({ line: 5, raw: '??', status: 'unreadable' }),
      ],
      new Map([
        [3, { partNumber: 'NOPE-8', quantity: '30' }],
        [4, { partNumber: ' A-1 ', quantity: ' 60 ' }],
      ]),
    );
    expect(text).toBe('Part,Qty\nM8-20\t40\nNOPE-8\t30\nA-1\t60\n??');
  });
});
