import { describe, expect, it } from 'vitest';
import {
  ambiguousQuantity,
  DATE_CELL,
  detectDelimiter,
  NO_PART_NUMBER,
  NO_QUANTITY,
  notAPartNumber,
  notWholeNumber,
  parseBomCells,
  parseBomText,
  QUANTITY_BELOW_ONE,
  QUANTITY_TOO_LARGE,
  RAW_MAX,
  readQuantity,
  SPLIT_THOUSANDS,
  splitCells,
} from '@/lib/validation/bom-parse';
import { BOM_EMPTY, BOM_TOO_MANY_LINES, MAX_BOM_LINES } from '@/lib/validation/bom';

const read = (text: string) =>
  parseBomText(text).map(({ line, partNumber, quantity, unreadable, header }) => ({
    line,
    partNumber,
    quantity,
    unreadable,
    header,
  }));

describe('reading a pasted bill of materials', () => {
  it('reads tab, comma and semicolon columns, whichever the text uses', () => {
    for (const delimiter of ['\t', ',', ';']) {
      expect(read(`6204-2RS${delimiter}100\nM8 x 20${delimiter} 50 `)).toEqual([
        { line: 1, partNumber: '6204-2RS', quantity: 100 },
        { line: 2, partNumber: 'M8 x 20', quantity: 50 },
      ]);
    }
    expect(detectDelimiter(['a\t1', 'b,1', 'c\t2'])).toBe('\t');
    // A semicolon file may hold decimal commas: the semicolon wins a tie.
    expect(detectDelimiter(['a;1,5'])).toBe(';');
    expect(detectDelimiter(['a 1'])).toBeNull();
  });

  it('takes a first line whose quantity is not a number as the column headings', () => {
    const rows = parseBomText('Part number,Qty\nA-1,30');
    expect(rows[0]).toEqual({ line: 1, raw: 'Part number,Qty', header: true });
    expect(rows[1]).toMatchObject({ line: 2, partNumber: 'A-1', quantity: 30 });
    // Only the first line: later, the same is an unreadable line.
    expect(read('A-1,30\nPart,Qty')[1]).toMatchObject({ unreadable: notWholeNumber('Qty') });
  });

  it('skips blank lines (they are not lines) but keeps counting them', () => {
    expect(read('\uFEFFA,30\r\n\r\n   \n,,\nB,40\n').map((row) => row.line)).toEqual([1, 5]);
  });

  it('gives every other line exactly one row, with why it cannot be read', () => {
    const text = [
      'A,30',
      'B',
      'C,',
      ',40',
      'D,2.5',
      'E,abc',
      'F,0',
      'G,-3',
      '---,30',
      'H,99999999',
      'I,1,000',
    ].join('\n');
    const rows = parseBomText(text);
    expect(rows).toHaveLength(11);
    expect(rows.map((row) => row.unreadable)).toEqual([
      undefined,
      NO_QUANTITY,
      NO_QUANTITY,
      NO_PART_NUMBER,
      notWholeNumber('2.5'),
      notWholeNumber('abc'),
      QUANTITY_BELOW_ONE,
      QUANTITY_BELOW_ONE,
      notAPartNumber('---'),
      QUANTITY_TOO_LARGE,
      SPLIT_THOUSANDS,
    ]);
    expect(rows[1]).toMatchObject({ line: 2, raw: 'B', partNumber: 'B' });
  });

  it('reads grouped thousands the way the text writes them, and guesses nothing', () => {
    expect(readQuantity('1,000', '\t')).toEqual({ quantity: 1000 });
    expect(readQuantity('1 000', '\t')).toEqual({ quantity: 1000 });
    expect(readQuantity('1.000', ';')).toEqual({ quantity: 1000 });
    expect(readQuantity('100.00', '\t')).toEqual({ quantity: 100 });
    expect(readQuantity('100,0', ';')).toEqual({ quantity: 100 });
    expect(readQuantity('1.000', '\t')).toEqual({ why: ambiguousQuantity('1.000'), numeric: true });
    expect(readQuantity('1,5', ';')).toEqual({ why: notWholeNumber('1,5'), numeric: true });
    expect(readQuantity('Qty', ',')).toEqual({ why: notWholeNumber('Qty'), numeric: false });
    expect(readQuantity(new Date(), null)).toEqual({ why: DATE_CELL, numeric: false });
  });

  it('takes quoted cells whole', () => {
    expect(splitCells('"A,1","1,000"', ',')).toEqual(['A,1', '1,000']);
    expect(splitCells('"say ""hi""";5', ';')).toEqual(['say "hi"', '5']);
    expect(splitCells('"open,30', ',')).toEqual(['open,30']);
    expect(read('"6204-2RS","1,200"')).toEqual([{ line: 1, partNumber: '6204-2RS', quantity: 1200 }]);
  });

  it('keeps the raw text short', () => {
    const [row] = parseBomText(`${'A'.repeat(500)},30`);
    expect(row!.raw).toHaveLength(RAW_MAX);
  });

  it(`refuses more than ${MAX_BOM_LINES} lines, and none at all`, () => {
    const lines = Array.from({ length: MAX_BOM_LINES }, (_, i) => `P-${i},30`);
    expect(parseBomText(['Part,Qty', ...lines].join('\n'))).toHaveLength(MAX_BOM_LINES + 1);
    expect(() => parseBomText([...lines, 'P-x,30'].join('\n'))).toThrow(BOM_TOO_MANY_LINES);
    expect(() => parseBomText('\n \n')).toThrow(BOM_EMPTY);
    expect(() => parseBomText('Part,Qty\n')).toThrow(BOM_EMPTY);
  });
});

describe("reading a sheet's rows", () => {
  it('reads the first two columns, numbers as numbers, blank rows skipped but counted', () => {
    const rows = parseBomCells([
      ['Part', 'Qty'],
      ['6204-2RS', 100, 'a note'],
      [null, null],
      [12345, '40'],
      ['X', 2.5],
      [new Date('2024-01-02'), 5],
      ['Y', null],
    ]);
    expect(
      rows.map(({ line, raw, header, partNumber, quantity, unreadable }) => ({
        line,
        raw,
        header,
        partNumber,
        quantity,
        unreadable,
      })),
    ).toEqual([
      {
        line: 1,
        raw: 'Part\tQty',
        header: true,
        partNumber: undefined,
        quantity: undefined,
        unreadable: undefined,
      },
      {
        line: 2,
        raw: '6204-2RS\t100\ta note',
        header: undefined,
        partNumber: '6204-2RS',
        quantity: 100,
        unreadable: undefined,
      },
      {
        line: 4,
        raw: '12345\t40',
        header: undefined,
        partNumber: '12345',
        quantity: 40,
        unreadable: undefined,
      },
      {
        line: 5,
        raw: 'X\t2.5',
        header: undefined,
        partNumber: 'X',
        quantity: undefined,
        unreadable: notWholeNumber('2.5'),
      },
      {
        line: 6,
        raw: '2024-01-02\t5',
        header: undefined,
        partNumber: undefined,
        quantity: 5,
        unreadable: DATE_CELL,
      },
      { line: 7, raw: 'Y', header: undefined, partNumber: 'Y', quantity: undefined, unreadable: NO_QUANTITY },
    ]);
  });
});
