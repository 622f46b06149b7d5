import 'server-only';
import type { z } from 'zod';
import { recordAudit } from '@/lib/audit';
import { companyNames } from '@/lib/companies';
import { newId, toId, type Id } from '@/lib/db';
import { AppError, type Caller, type Page, type Paging } from '@/lib/model';
import type { priceListSchema } from '@/lib/validation';
import { toPriceListDto, type PriceListDto } from './price-list-dto';
import { storeDayStart } from '@/lib/calendar';
import {
  findPriceList,
  findPriceListPage,
  insertPriceList,
  updatePriceList,
  type PriceListDoc,
} from './store/price-lists';

// Price lists' heads (store admins; the routes require an admin): who a list applies to, its
// validity in store days, priority and exclusive flag. Its entries: ./price-list-entries.ts.

type Head = z.output<typeof priceListSchema>;

const companyIdsOf = (list: PriceListDoc): Id[] =>
  list.appliesTo === 'every-company' ? [] : list.appliesTo.companyIds;

/** Lists as admins see them: the companies they name, by name (one read for a page of lists). */
async function named(lists: PriceListDoc[]): Promise<PriceListDto[]> {
  const names = await companyNames(lists.flatMap(companyIdsOf));
  return lists.map((list) => toPriceListDto(list, names));
}

function headOf(input: Head, now: Date): Omit<PriceListDoc, '_id' | 'createdAt' | 'entryCount'> {
  return {
    code: input.code,
    name: input.name,
    appliesTo: input.everyCompany ? 'every-company' : { companyIds: input.companyIds.map(toId) },
    active: input.active,
    ...(input.validFrom ? { from: storeDayStart(input.validFrom) } : {}),
    ...(input.validTo ? { to: storeDayStart(input.validTo) } : {}),
    priority: input.priority,
    exclusive: input.exclusive,
    updatedAt: now,
  };
}

/** POST /api/price-lists: a new list, without entries yet. */
export async function createPriceList(caller: Caller, input: Head): Promise<PriceListDto> {
  const now = new Date();
  const doc: PriceListDoc = { _id: newId(), ...headOf(input, now), entryCount: 0, createdAt: now };
  await insertPriceList(doc);
  await recordAudit({
    action: 'pricelist.create',
    actor: caller.email,
    target: doc._id.toHexString(),
    details: { code: doc.code },
  });
  return (await named([doc]))[0]!;
}

/** PUT /api/price-lists/{id}: the list's head replaced (its entries stay). */
export async function editPriceList(caller: Caller, id: string, input: Head): Promise<PriceListDto> {
  const updated = await updatePriceList(toId(id), headOf(input, new Date()));
  if (!updated) throw new AppError('not_found:pricelist', 'Price list not found');
  await recordAudit({
    action: 'pricelist.edit',
    actor: caller.email,
    target: id,
    details: { code: updated.code },
  });
  return (await named([updated]))[0]!;
}

export async function getPriceList(id: string): Promise<PriceListDto> {
  const list = await findPriceList(toId(id));
  if (!list) throw new AppError('not_found:pricelist', 'Price list not found');
  return (await named([list]))[0]!;
}

/** GET /api/price-lists: one page, by code. */
export async function listPriceLists(_query: unknown, { skip, limit }: Paging): Promise<Page<PriceListDto>> {
  const { rows, total } = await findPriceListPage(skip, limit);
  return { rows: await named(rows), total };
}
