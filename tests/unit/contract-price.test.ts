import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { resolvePrice, type ContractList } from '@/lib/selling/contract-price';

// The contract price resolver (issue 35), as a table: the ladder price at the quantity and each
// applicable list's price at the quantity are the candidates; the lowest wins, an exclusive list
// wins even when higher, ties go to the higher priority, then the list code.

const ACME = 'acme';
const OTHER = 'other';
// $20.00 from the minimum · 100+ $15.00 · 500+ $9.00
const PART = {
  priceCents: 2000,
  priceBreaks: [
    { minQuantity: 100, unitCents: 1500 },
    { minQuantity: 500, unitCents: 900 },
  ],
};
const NOW = new Date('2027-03-10T12:00:00Z');

const list = (
  code: string,
  entry: ContractList['entry'],
  more: Partial<ContractList> = {},
): ContractList => ({
  id: `id-${code}`,
  code,
  appliesTo: { companyIds: [ACME] },
  active: true,
  priority: 0,
  exclusive: false,
  entry,
  ...more,
});
const price = (lists: ContractList[], quantity: number, at = NOW, company: string | null = ACME) =>
  resolvePrice(PART, lists, company, quantity, at);
const contract = (code: string) => ({ kind: 'contract', listId: `id-${code}`, code });

describe('resolvePrice', () => {
  it.each([
    {
      name: 'contract 10.00 vs break 9.00 at 500: the break',
      lists: [list('ACME-2026', { unitCents: 1000 })],
      quantity: 500,
      unitCents: 900,
      source: { kind: 'break', minQuantity: 500 },
    },
    {
      name: 'contract 10.00 vs the list price 20.00 at 30: the contract',
      lists: [list('ACME-2026', { unitCents: 1000 })],
      quantity: 30,
      unitCents: 1000,
      source: contract('ACME-2026'),
    },
    {
      name: 'exclusive 10.00 vs break 9.00 at 500: the exclusive list, though higher',
      lists: [list('ACME-ONLY', { unitCents: 1000 }, { exclusive: true })],
      quantity: 500,
      unitCents: 1000,
      source: contract('ACME-ONLY'),
    },
    {
      name: 'a percentage list (40 % off 20.00 = 12.00) vs a fixed list (13.00): the percentage',
      lists: [list('FIXED', { unitCents: 1300 }), list('PCT', { percentOff: 40 })],
      quantity: 30,
      unitCents: 1200,
      source: contract('PCT'),
    },
    {
      name: 'a percentage off the part’s own price, not its break (25 % off 20.00 = 15.00 vs break 15.00): tie to the list',
      lists: [list('PCT', { percentOff: 25 })],
      quantity: 100,
      unitCents: 1500,
      source: contract('PCT'),
    },
    {
      name: 'a list’s own breaks: 12.00, 200+ 8.00 at 200',
      lists: [list('LADDER', { unitCents: 1200, breaks: [{ minQuantity: 200, unitCents: 800 }] })],
      quantity: 200,
      unitCents: 800,
      source: contract('LADDER'),
    },
    {
      name: 'a list’s percentage break: 10 % off, 300+ 60 % off at 300 (8.00 vs break 15.00)',
      lists: [list('PCTB', { percentOff: 10, breaks: [{ minQuantity: 300, percentOff: 60 }] })],
      quantity: 300,
      unitCents: 800,
      source: contract('PCTB'),
    },
    {
      name: 'an expired list: the ladder',
      lists: [list('OLD', { unitCents: 100 }, { to: new Date('2027-01-01T00:00:00Z') })],
      quantity: 30,
      unitCents: 2000,
      source: { kind: 'list' },
    },
    {
      name: 'an inactive list: the ladder',
      lists: [list('OFF', { unitCents: 100 }, { active: false })],
      quantity: 30,
      unitCents: 2000,
      source: { kind: 'list' },
    },
    {
      name: 'a list of another company is ignored',
      lists: [list('OTHER', { unitCents: 100 }, { appliesTo: { companyIds: [OTHER] } })],
      quantity: 30,
      unitCents: 2000,
      source: { kind: 'list' },
    },
    {
      name: 'a list for every business account applies',
      lists: [list('ALL', { unitCents: 1900 }, { appliesTo: 'every-company' })],
      quantity: 30,
      unitCents: 1900,
      source: contract('ALL'),
    },
    {
      name: 'a list without an entry for the part: the ladder',
      lists: [list('EMPTY', undefined)],
      quantity: 30,
      unitCents: 2000,
      source: { kind: 'list' },
    },
    {
      name: 'a tie between lists goes to the higher priority',
      lists: [
        list('A', { unitCents: 1000 }, { priority: 1 }),
        list('B', { unitCents: 1000 }, { priority: 5 }),
      ],
      quantity: 30,
      unitCents: 1000,
      source: contract('B'),
    },
    {
      name: 'a tie at one priority goes to the list code',
      lists: [list('B', { unitCents: 1000 }), list('A', { unitCents: 1000 })],
      quantity: 30,
      unitCents: 1000,
      source: contract('A'),
    },
    {
      name: 'two exclusive lists: the lower of them, never the ladder',
      lists: [
        list('X1', { unitCents: 1100 }, { exclusive: true }),
        list('X2', { unitCents: 1050 }, { exclusive: true }),
        list('CHEAP', { unitCents: 100 }),
      ],
      quantity: 500,
      unitCents: 1050,
      source: contract('X2'),
    },
  ])('$name', ({ lists, quantity, unitCents, source }) => {
    const resolved = price(lists, quantity);
    expect(resolved).toMatchObject({ unitCents, totalCents: unitCents * quantity, source });
    expect(resolved.candidates[0]).toEqual({ source, unitCents, outcome: 'won' });
  });

  it('prices a visitor (no company) on the ladder, whatever the lists', () => {
    const resolved = price([list('ACME', { unitCents: 100 }, { appliesTo: 'every-company' })], 30, NOW, null);
    expect(resolved).toMatchObject({ unitCents: 2000, source: { kind: 'list' } });
    expect(resolved.candidates[1]).toMatchObject({ outcome: 'no company', unitCents: null });
  });

  it('explains every candidate: the winner first, and why each other one lost', () => {
    const resolved = price(
      [
        list('HIGH', { unitCents: 1800 }),
        list('OTHER', { unitCents: 100 }, { appliesTo: { companyIds: [OTHER] } }),
        list('LOW', { unitCents: 1200 }),
        list('SAME', { unitCents: 1200 }, { priority: -1 }),
      ],
      30,
    );
    expect(resolved.candidates).toEqual([
      { source: contract('LOW'), unitCents: 1200, outcome: 'won' },
      { source: { kind: 'list' }, unitCents: 2000, outcome: 'higher' },
      { source: contract('HIGH'), unitCents: 1800, outcome: 'higher' },
      { source: contract('SAME'), unitCents: 1200, outcome: 'tie' },
      { source: contract('OTHER'), unitCents: null, outcome: 'other company' },
    ]);
    const exclusive = price([list('EXCL', { unitCents: 1900 }, { exclusive: true })], 30);
    expect(exclusive.candidates[1]).toEqual({
      source: { kind: 'list' },
      unitCents: 2000,
      outcome: 'exclusive list won',
    });
  });

  it('holds a list valid over [from, to), each edge 00:00 in the store’s time zone', () => {
    const zone = 'America/Chicago';
    const from = new Date(new TZDate(2027, 0, 1, zone).getTime()); // 2027-01-01 00:00 Chicago = 06:00Z
    const to = new Date(new TZDate(2027, 1, 1, zone).getTime()); // 2027-02-01 00:00 Chicago
    expect(from.toISOString()).toBe('2027-01-01T06:00:00.000Z');
    const lists = [list('JAN', { unitCents: 1000 }, { from, to })];
    const at = (instant: Date) => price(lists, 30, instant);
    const before = at(new Date(from.getTime() - 1));
    expect(before.unitCents).toBe(2000);
    expect(before.candidates[1]!.outcome).toBe('not started');
    expect(at(from).unitCents).toBe(1000);
    expect(at(new Date(to.getTime() - 1)).unitCents).toBe(1000);
    const after = at(to);
    expect(after.unitCents).toBe(2000);
    expect(after.candidates[1]!.outcome).toBe('ended');
  });

  it('rounds a percentage to the nearest cent, and a half-typed quantity costs nothing', () => {
    const odd = resolvePrice({ priceCents: 199 }, [list('P5', { percentOff: 5 })], ACME, 30, NOW);
    expect(odd.unitCents).toBe(189); // 199 × 0.95 = 189.05
    expect(price([list('ACME', { unitCents: 1000 })], 2.5).totalCents).toBe(0);
  });
});
