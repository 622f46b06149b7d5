import { describe, expect, it } from 'vitest';
import { fromNumericDate, issuedBeforeCutOff, toNumericDate } from '@/lib/auth/revocation';

// A sign out everywhere at 12:00:00.400: sessionsValidAfter as the database stores it.
const cutOff = new Date('2026-03-02T12:00:00.400Z');
const at = (time: string) => new Date(`2026-03-02T${time}Z`).getTime();

describe('issuedBeforeCutOff', () => {
  it('refuses what was issued before the cut-off and keeps what came after, within one second', () => {
    expect(issuedBeforeCutOff(at('12:00:00.399'), cutOff)).toBe(true);
    expect(issuedBeforeCutOff(at('12:00:00.000'), cutOff)).toBe(true);
    expect(issuedBeforeCutOff(at('11:59:59.999'), cutOff)).toBe(true);
    expect(issuedBeforeCutOff(at('12:00:00.401'), cutOff)).toBe(false);
    expect(issuedBeforeCutOff(at('12:00:00.999'), cutOff)).toBe(false);
    expect(issuedBeforeCutOff(at('12:00:01.000'), cutOff)).toBe(false);
  });

  it('keeps what was issued at the cut-off itself (a Google sign-in revokes, then signs in)', () => {
    expect(issuedBeforeCutOff(cutOff.getTime(), cutOff)).toBe(false);
  });

  it('refuses nothing on an account never revoked', () => {
    expect(issuedBeforeCutOff(0, undefined)).toBe(false);
    expect(issuedBeforeCutOff(0, null)).toBe(false);
  });
});

describe("an access token's iat", () => {
  it('carries its milliseconds through the JSON of a JWT, so the cut-off sees them', () => {
    const start = at('12:00:00.000');
    for (let ms = start; ms < start + 2000; ms += 1) {
      const iat = JSON.parse(JSON.stringify({ iat: toNumericDate(ms) })) as { iat: number };
      expect(fromNumericDate(iat.iat)).toBe(ms);
    }
    // The audit's case: minted 100 ms after the sign out everywhere, in the same second.
    expect(issuedBeforeCutOff(fromNumericDate(toNumericDate(at('12:00:00.500'))), cutOff)).toBe(false);
    expect(issuedBeforeCutOff(fromNumericDate(toNumericDate(at('12:00:00.300'))), cutOff)).toBe(true);
  });

  it('in whole seconds (an older token) counts from the start of its second', () => {
    expect(fromNumericDate(Math.floor(at('12:00:00.500') / 1000))).toBe(at('12:00:00.000'));
    expect(issuedBeforeCutOff(fromNumericDate(Math.floor(at('12:00:00.500') / 1000)), cutOff)).toBe(true);
  });
});
