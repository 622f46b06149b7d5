import { describe, expect, it } from 'vitest';
import { orderLabel, orderRef, parseOrderLabel } from '@/lib/model/order-number';
import { orderListQuerySchema, orderQuerySchema } from '@/lib/validation';

describe('order numbers', () => {
  it('are shown as SO- and six digits at least, and read back however a buyer types them', () => {
    expect(orderLabel(123)).toBe('SO-000123');
    expect(orderLabel(1_234_567)).toBe('SO-1234567');
    for (const typed of ['SO-000123', 'so-123', ' SO000123 ', '123', '000123'])
      expect(parseOrderLabel(typed)).toBe(123);
    for (let n = 1; n < 5_000_000; n = n * 3 + 1) expect(parseOrderLabel(orderLabel(n))).toBe(n);
  });

  it('refuse what is not an order number', () => {
    for (const typed of ['', 'SO-', 'SO-0', 'INV-000123', 'SO-12a', '12.5', '-3', 'SO-9999999999999'])
      expect(parseOrderLabel(typed)).toBeNull();
  });

  it('name an order by its number, or by its id until numbers reach it', () => {
    const _id = { toHexString: () => '65f0c0ffee0000000000002a' };
    expect(orderRef({ _id, number: 42 })).toBe('SO-000042');
    expect(orderRef({ _id })).toBe('65f0c0ffee0000000000002a');
  });
});

describe('the lists’ order-number filter (My Orders, Manage All Order)', () => {
  it('reads a typed number, takes empty as no filter, and refuses anything else with its words', () => {
    expect(orderQuerySchema.parse({ number: 'so-42' })).toEqual({ number: 42 });
    expect(orderQuerySchema.parse({ number: '' })).toEqual({});
    expect(orderListQuerySchema.parse({ number: 'SO-000042' })).toMatchObject({ number: 42 });
    const refused = orderQuerySchema.safeParse({ number: 'INV-000042' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Order numbers look like SO-000123');
  });
});
