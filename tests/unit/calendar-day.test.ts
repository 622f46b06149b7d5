import { describe, expect, it } from 'vitest';
import { bankTransferSchema, statementQuerySchema } from '@/lib/validation/company';

// Days the account's forms take (issue 35): a day that does not exist is a field error, never a
// thrown RangeError (the fuzzer's "0000-00-00" once answered 500).

describe('a bank transfer and a statement take only days that exist', () => {
  it.each(['0000-00-00', '2027-02-30', '2026-13-01', '2026-1-01'])('refuses %s', (day) => {
    const transfer = bankTransferSchema.safeParse({ amount: 10, valueDate: day, reference: 'R' });
    expect(transfer.success).toBe(false);
    expect(statementQuerySchema.safeParse({ from: day, to: '2026-12-31' }).success).toBe(false);
  });

  it('takes real days, and a statement whose end is not before its start', () => {
    expect(bankTransferSchema.parse({ amount: 10, valueDate: '2028-02-29', reference: 'R' }).valueDate).toBe(
      '2028-02-29',
    );
    expect(statementQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    expect(statementQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});
