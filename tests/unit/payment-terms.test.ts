import { describe, expect, it } from 'vitest';
import { dueDay, netDays } from '@/lib/model/payment-terms';

// An invoice on account is due N days after the store day it was issued, or on the last day of
// that day's month (issue 35): calendar arithmetic on days, across months, years and leap years.

describe('dueDay', () => {
  it.each([
    ['net30', '2026-11-28', '2026-12-28'],
    ['net7', '2026-12-28', '2027-01-04'],
    ['net15', '2027-02-20', '2027-03-07'],
    ['net45', '2028-01-31', '2028-03-16'],
    ['net60', '2026-12-31', '2027-03-01'],
    ['net90', '2026-11-30', '2027-02-28'],
    ['eom', '2027-02-10', '2027-02-28'],
    ['eom', '2028-02-10', '2028-02-29'],
    ['eom', '2026-12-31', '2026-12-31'],
    ['eom', '2026-11-01', '2026-11-30'],
  ] as const)('%s from %s is %s', (terms, issued, due) => {
    expect(dueDay(terms, issued)).toBe(due);
  });

  it('reads the days of net terms', () => {
    expect([netDays('net7'), netDays('net90'), netDays('eom'), netDays('card')]).toEqual([7, 90, null, null]);
  });
});
