import { postcodeKey, type Address, type TaxClass } from '@/lib/model';

// Tax (issue 36), pure: the store's own rate tables, by country, state or province and postcode
// prefix, per tax class of part, effective-dated; a line's tax computed on its total and rounded
// once, half to even; exemptions by a validated EU VAT id (reverse charge) or a certificate with an
// expiry day. The rates are the store's to keep (docs/features.md, Tax).

/** A rate in thousandths of a percent: 8.875 % is 8875; 100 % is 100,000. */
export const RATE_SCALE = 100_000;

/** One row of the store's table: where and for which class a rate applies, from which day. */
export type TaxRate = {
  id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** A state or province (upper case); unset: the whole country. */
  region?: string;
  /** A postcode beginning (upper case, no spaces); unset: every postcode. */
  postcodePrefix?: string;
  taxClass: TaxClass;
  rateMillis: number;
  /** What the invoice calls it: "VAT", "Sales tax". */
  label: string;
  /** In force from 00:00 of this store day (as an instant). */
  from: Date;
};

/** Where a line is taxed: the address's rate row (null: no row, so no tax) and its rate. */
export type Jurisdiction = { name: string; rateMillis: number; rateId: string | null };

/**
 * The rate for `taxClass` at `address` on `at`: of the rows in force, the one that names the
 * address most closely (postcode prefix, longest first; then region; then country), and of those
 * the latest to start. None: 0 %, named after the country alone (the store does not collect there).
 */
export function rateFor(
  rates: readonly TaxRate[],
  address: Pick<Address, 'country' | 'region' | 'postalCode'>,
  taxClass: TaxClass,
  at: Date,
): Jurisdiction {
  const country = address.country.toUpperCase();
  if (taxClass === 'exempt') return { name: `${country} (exempt)`, rateMillis: 0, rateId: null };
  const region = (address.region ?? '').trim().toUpperCase();
  const postcode = postcodeKey(address.postalCode);
  const closeness = (rate: TaxRate) =>
    rate.postcodePrefix ? 1000 + rate.postcodePrefix.length : rate.region ? 100 : 1;
  let best: TaxRate | null = null;
  for (const rate of rates) {
    if (rate.country !== country || rate.taxClass !== taxClass || rate.from > at) continue;
    if (rate.region && rate.region !== region) continue;
    if (rate.postcodePrefix && !postcode.startsWith(rate.postcodePrefix)) continue;
    if (
      !best ||
      closeness(rate) > closeness(best) ||
      (closeness(rate) === closeness(best) && rate.from > best.from)
    )
      best = rate;
  }
  if (!best) return { name: country, rateMillis: 0, rateId: null };
  const where = [country, best.region, best.postcodePrefix && `${best.postcodePrefix}…`].filter(Boolean);
  return { name: `${best.label} ${where.join(' ')}`, rateMillis: best.rateMillis, rateId: best.id };
}

/**
 * `cents` × `rateMillis` / 100,000, rounded once to a whole cent, half to even (banker's
 * rounding: 0.5 ¢ goes to the even cent, so halves do not all lean one way over many lines).
 * Exact in integers (BigInt), whatever the amount.
 */
export function taxOf(cents: number, rateMillis: number): number {
  const product = BigInt(cents) * BigInt(rateMillis);
  const scale = BigInt(RATE_SCALE);
  const whole = product / scale;
  const twice = (product % scale) * 2n;
  if (twice > scale || (twice === scale && whole % 2n === 1n)) return Number(whole + 1n);
  return Number(whole);
}

/** "8.875 %" */
export const rateLabel = (rateMillis: number) =>
  `${(rateMillis / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} %`;

/** Why a buyer pays no tax: a reverse-charged VAT id, or a certificate (in force through its expiry day). */
export type Exemption =
  { kind: 'reverse-charge'; vatId: string } | { kind: 'certificate'; number: string; expiresDay: string };

/** The invoice's legal mention of an exemption. */
export function exemptionMention(exemption: Exemption): string {
  return exemption.kind === 'reverse-charge'
    ? `Reverse charge: VAT to be accounted for by the customer (VAT id ${exemption.vatId}), Article 196 of Council Directive 2006/112/EC.`
    : `Tax exempt under certificate ${exemption.number} (valid through ${exemption.expiresDay}).`;
}

/** A line to tax: its key (the part, or "shipping"), its total and its class. */
export type TaxableLine = { key: string; totalCents: number; taxClass: TaxClass };
export type TaxedLine = TaxableLine & { jurisdiction: string; rateMillis: number; taxCents: number };
export type TaxQuote = { lines: TaxedLine[]; taxCents: number; mention: string | null };

/**
 * Every line taxed at the address's rate for its class on `at` (each rounded once), the tax the
 * sum of the lines' (so Σ lines = the order's tax = the invoice's, by construction); an exemption
 * makes every rate 0 % and gives the mention the invoice prints.
 */
export function taxLines(
  rates: readonly TaxRate[],
  address: Pick<Address, 'country' | 'region' | 'postalCode'>,
  lines: readonly TaxableLine[],
  at: Date,
  exemption: Exemption | null,
): TaxQuote {
  const taxed = lines.map((line): TaxedLine => {
    const { name, rateMillis } = exemption
      ? { name: `${address.country.toUpperCase()} (exempt)`, rateMillis: 0 }
      : rateFor(rates, address, line.taxClass, at);
    return { ...line, jurisdiction: name, rateMillis, taxCents: taxOf(line.totalCents, rateMillis) };
  });
  return {
    lines: taxed,
    taxCents: taxed.reduce((sum, line) => sum + line.taxCents, 0),
    mention: exemption ? exemptionMention(exemption) : null,
  };
}
