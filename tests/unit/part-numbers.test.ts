import { describe, expect, it } from 'vitest';
import {
  cleanPartNumber,
  compactPartNumber,
  formatPartNumber,
  MAX_AUTO_PART_NUMBER,
  partNumberFields,
  PART_NUMBER_PATTERN,
  PART_NUMBER_RULE,
} from '@/lib/model/part-number';
import { catalogSearch } from '@/lib/model/search-words';
import { partNumberField } from '@/lib/validation/product';

describe('part numbers', () => {
  it('are stored trimmed with single spaces, unique by their upper-cased form', () => {
    expect(cleanPartNumber('  6204   2rs ')).toBe('6204 2rs');
    expect(partNumberFields(' 6204-2rs ')).toEqual({
      partNumber: '6204-2rs',
      partNumberKey: '6204-2RS',
      partNumberCompact: '62042RS',
    });
  });

  it('compact to letters and digits for search, so spaces, dashes and case do not matter', () => {
    for (const typed of ['6204-2RS', '6204 2rs', '62042RS', '6204_2.rs', '6204/2-RS'])
      expect(compactPartNumber(typed)).toBe('62042RS');
    // Full-width digits typed on some keyboards read as digits.
    expect(compactPartNumber('６２０４')).toBe('6204');
  });

  it('are numbered PS-00001 onwards, wider past 99,999', () => {
    expect(formatPartNumber(1)).toBe('PS-00001');
    expect(formatPartNumber(42)).toBe('PS-00042');
    expect(formatPartNumber(123456)).toBe('PS-123456');
  });

  it('given automatically always match the pattern: none past PS-999999999, never PS-1e+22', () => {
    for (const sequence of [1, 99_999, 100_000, MAX_AUTO_PART_NUMBER])
      expect(formatPartNumber(sequence)).toMatch(PART_NUMBER_PATTERN);
    expect(formatPartNumber(MAX_AUTO_PART_NUMBER)).toBe('PS-999999999');
    // What a counter raised past a hand-typed PS-99999999999999999999999 would have handed out.
    for (const sequence of [MAX_AUTO_PART_NUMBER + 1, 1e22, 1e23, Number.MAX_SAFE_INTEGER + 2])
      expect(formatPartNumber(sequence)).toBeNull();
  });

  it('accept 1–40 letters, digits, spaces and - _ . /; blank is "none given"', () => {
    const parse = (value: unknown) => partNumberField.safeParse(value);
    expect(parse('HGR15-500').data).toBe('HGR15-500');
    expect(parse(' SV 5/2_G1.4 ').data).toBe('SV 5/2_G1.4');
    expect(parse('   ').data).toBeUndefined();
    expect(parse(undefined).data).toBeUndefined();
    for (const bad of ['A'.repeat(41), 'BOLT#7', '<b>', 'Ø20', 42]) {
      const result = parse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PART_NUMBER_RULE);
    }
  });

  it('turn a query into words and a compacted number (two characters at least)', () => {
    expect(catalogSearch('6204 2rs')).toEqual({ words: ['6204', '2rs'], partNumber: '62042RS' });
    expect(catalogSearch('bearing')).toEqual({ words: ['bearing'], partNumber: 'BEARING' });
    expect(catalogSearch('a')).toEqual({ words: ['a'], partNumber: '' });
    expect(catalogSearch('')).toEqual({ words: [], partNumber: '' });
  });
});
