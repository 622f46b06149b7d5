import 'server-only';
import { collection, type Id } from '@/lib/db';
import type { TaxClass } from '@/lib/model';

/** A row of the store's tax table (issue 36); never edited: a new rate is a new row from a later day. */
export type TaxRateDoc = {
  _id: Id;
  country: string;
  /** A state or province; '' for the whole country. */
  region: string;
  /** A postcode beginning; '' for every postcode. */
  postcodePrefix: string;
  taxClass: TaxClass;
  rateMillis: number;
  label: string;
  /** 00:00 of its first store day. */
  from: Date;
  createdAt: Date;
  createdBy: string;
};

/** lib/tax's table: only this file reads or writes it. */
const rates = collection<TaxRateDoc>('tax_rates');

/**
 * The rows that could apply to an address: its country's, for the whole country or its region,
 * for every postcode or a beginning of its postcode (sized to the address, not the table).
 */
export async function findRatesFor(country: string, region: string, postcode: string): Promise<TaxRateDoc[]> {
  const prefixes = Array.from({ length: Math.min(postcode.length, 10) }, (_, i) => postcode.slice(0, i + 1));
  return (await rates())
    .find({
      country,
      region: { $in: ['', ...(region ? [region] : [])] },
      postcodePrefix: { $in: ['', ...prefixes] },
    })
    .limit(1000)
    .toArray();
}

/** One page of rows (one country's, or all), by place, class and day. */
export async function findRatePage(country: string | undefined, skip: number, limit: number) {
  const docs = await rates();
  const filter = country ? { country } : {};
  const [rows, total] = await Promise.all([
    docs
      .find(filter)
      .sort({ country: 1, region: 1, postcodePrefix: 1, taxClass: 1, from: 1, _id: 1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    docs.countDocuments(filter),
  ]);
  return { rows, total };
}

export async function insertRate(doc: TaxRateDoc): Promise<void> {
  await (await rates()).insertOne(doc);
}

export async function deleteRate(id: Id): Promise<TaxRateDoc | null> {
  return (await rates()).findOneAndDelete({ _id: id });
}
