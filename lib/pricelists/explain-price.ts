import 'server-only';
import { z } from 'zod';
import { findPartsByKeys } from '@/lib/catalog';
import { getCompany } from '@/lib/companies';
import { toId } from '@/lib/db';
import { AppError, partNumberKey } from '@/lib/model';
import { centsToDollars, priceSourceLabel, resolvePrice } from '@/lib/selling';
import type { explainPriceSchema } from '@/lib/validation';
import { asContractList } from './price-context';
import { storeNoon } from '@/lib/calendar';
import { findEntriesFor, findListsNaming } from './store/price-lists';

export const priceExplanationDtoSchema = z.object({
  partNumber: z.string(),
  companyName: z.string(),
  quantity: z.number().int(),
  at: z.string().describe('the instant priced (noon of the day asked, store time; or now)'),
  unitPrice: z.number().describe('dollars'),
  total: z.number().describe('dollars'),
  source: z.string().describe('"List price", "Volume price from 100", "Contract price (list ACME-2026)"'),
  candidates: z.array(
    z.object({
      source: z.string(),
      unitPrice: z.number().nullable().describe('dollars; null: the list did not apply'),
      outcome: z
        .string()
        .describe(
          'won, higher, tie, exclusive list won, inactive, not started, ended, other company, no entry',
        ),
    }),
  ),
});
export type PriceExplanationDto = z.output<typeof priceExplanationDtoSchema>;

/**
 * GET /api/price-lists/explain (store admins): the price of a part for a company, a quantity and a
 * day, with every candidate (the ladder, each list naming the company or every company, active or
 * not) and why it won or lost: the resolver's own answer, not a second computation.
 */
export async function explainPrice(query: z.output<typeof explainPriceSchema>): Promise<PriceExplanationDto> {
  const [part] = await findPartsByKeys([partNumberKey(query.partNumber)]);
  if (!part) throw new AppError('not_found:product', `Unknown part number ${query.partNumber}`);
  const company = await getCompany(query.companyId);
  const companyId = toId(query.companyId);
  const lists = await findListsNaming(companyId);
  const entries = new Map(
    (await findEntriesFor(lists, [part._id])).map((one) => [one.listId.toHexString(), one.entry]),
  );
  const at = query.date ? storeNoon(query.date) : new Date();
  const resolved = resolvePrice(
    part,
    lists.map((list) => ({ ...asContractList(list), entry: entries.get(list._id.toHexString()) })),
    query.companyId,
    query.quantity,
    at,
  );
  return {
    partNumber: part.partNumber,
    companyName: company.name,
    quantity: query.quantity,
    at: at.toISOString(),
    unitPrice: centsToDollars(resolved.unitCents),
    total: centsToDollars(resolved.totalCents),
    source: priceSourceLabel(resolved.source),
    candidates: resolved.candidates.map((candidate) => ({
      source: priceSourceLabel(candidate.source),
      unitPrice: candidate.unitCents === null ? null : centsToDollars(candidate.unitCents),
      outcome: candidate.outcome,
    })),
  };
}
