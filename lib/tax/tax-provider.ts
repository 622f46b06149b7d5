import 'server-only';
import { postcodeKey, type Address } from '@/lib/model';
import { taxLines, type Exemption, type TaxableLine, type TaxQuote } from './tax-rules';
import { asTaxRate } from './tax-rate-dto';
import { findRatesFor } from './store/tax-rates';

/** What a sale's tax depends on: where it is taxed, its lines (shipping among them), when, and any exemption. */
export type TaxRequest = {
  address: Pick<Address, 'country' | 'region' | 'postalCode'>;
  lines: readonly TaxableLine[];
  at: Date;
  exemption: Exemption | null;
};

/**
 * Who computes tax (issue 36): the store's own tables by default. An outside service (Stripe Tax,
 * Avalara) would be another provider answering the same request with the same quote, lines
 * rounded each once, so that an order's and an invoice's tax stay the sum of its lines'.
 */
export type TaxProvider = { name: string; quote(request: TaxRequest): Promise<TaxQuote> };

/** The built-in provider: the rows of the store's table that could apply to the address. */
export const tableTaxProvider: TaxProvider = {
  name: 'tables',
  async quote({ address, lines, at, exemption }) {
    const region = (address.region ?? '').trim().toUpperCase();
    const rows = exemption
      ? []
      : await findRatesFor(address.country.toUpperCase(), region, postcodeKey(address.postalCode));
    return taxLines(rows.map(asTaxRate), address, lines, at, exemption);
  },
};

/** The store's tax provider: the one place to change it. */
export const taxProvider = (): TaxProvider => tableTaxProvider;
