import 'server-only';
import { recordAudit } from '@/lib/audit';
import { storeDayStart } from '@/lib/calendar';
import { newId, toId } from '@/lib/db';
import { AppError, type Caller, type Page, type Paging } from '@/lib/model';
import type { TaxRateFields } from '@/lib/validation';
import { toTaxRateDto, type TaxRateDto } from './tax-rate-dto';
import { deleteRate, findRatePage, insertRate, type TaxRateDoc } from './store/tax-rates';

// The store's tax table (store admins; the routes require an admin). Rows are added, never edited:
// a rate changes by a row from a later day, so a past invoice's rate stays explainable.

/** GET /api/tax/rates: one page, one country's or all. */
export async function listTaxRates(
  query: { country?: string | undefined },
  { skip, limit }: Paging,
): Promise<Page<TaxRateDto>> {
  const { rows, total } = await findRatePage(query.country, skip, limit);
  return { rows: rows.map(toTaxRateDto), total };
}

/** POST /api/tax/rates. */
export async function addTaxRate(caller: Caller, input: TaxRateFields): Promise<TaxRateDto> {
  const doc: TaxRateDoc = {
    _id: newId(),
    country: input.country,
    region: input.region ?? '',
    postcodePrefix: input.postcodePrefix ?? '',
    taxClass: input.taxClass,
    rateMillis: Math.round(input.rate * 1000),
    label: input.label,
    from: storeDayStart(input.from),
    createdAt: new Date(),
    createdBy: caller.email,
  };
  await insertRate(doc);
  await recordAudit({
    action: 'tax.rate_add',
    actor: caller.email,
    target: doc._id.toHexString(),
    details: { country: doc.country, taxClass: doc.taxClass, rate: input.rate, from: input.from },
  });
  return toTaxRateDto(doc);
}

/** DELETE /api/tax/rates/{id}: a row entered by mistake (invoices keep the rate they were charged). */
export async function removeTaxRate(caller: Caller, id: string): Promise<void> {
  const removed = await deleteRate(toId(id));
  if (!removed) throw new AppError('not_found', 'Tax rate not found');
  await recordAudit({
    action: 'tax.rate_delete',
    actor: caller.email,
    target: id,
    details: { country: removed.country, taxClass: removed.taxClass, rate: removed.rateMillis / 1000 },
  });
}
