import 'server-only';
import { toId, type Id } from '@/lib/db';
import type { Caller } from '@/lib/model';
import {
  priceContextDto,
  priceContextFor,
  type ContractEntry,
  type PriceContext,
  type PriceContextDto,
} from '@/lib/selling';
import { findEntriesFor, findListsFor, type PriceListDoc } from './store/price-lists';

/** A stored list as the resolver reads it (lib/selling/contract-price.ts), without its entries. */
export const asContractList = (list: PriceListDoc) => ({
  id: list._id.toHexString(),
  code: list.code,
  appliesTo:
    list.appliesTo === 'every-company'
      ? ('every-company' as const)
      : { companyIds: list.appliesTo.companyIds.map((id) => id.toHexString()) },
  active: list.active,
  from: list.from,
  to: list.to,
  priority: list.priority,
  exclusive: list.exclusive,
});

/** Who is priced: a caller, or the buyer a quote was asked by. */
export type PricedBuyer = { id: string; company?: { companyId: string } | undefined };

/**
 * What `caller` pays for these parts at `at`: their company's applicable price lists and those
 * lists' entries for the parts (two reads, sized to the parts asked for). A visitor or a customer
 * in no company gets the ladder's context, with no read at all. Every price a member sees or pays
 * is computed from this by priceFor: the cart, the BOM check, saved lists, checkout, requisitions.
 */
export async function buyerPriceContext(
  caller: PricedBuyer | null,
  productIds: readonly Id[],
  at = new Date(),
): Promise<PriceContext> {
  const context = priceContextFor(caller, at);
  const companyId = caller?.company?.companyId;
  if (!companyId || productIds.length === 0) return context;
  const lists = await findListsFor(toId(companyId));
  if (lists.length === 0) return context;
  // Only the lists' current revisions are asked for: a set being written beside one is not read.
  const found = await findEntriesFor(lists, [...productIds]);
  const entries = new Map<string, Map<string, ContractEntry>>();
  for (const { productId, listId, entry } of found) {
    const key = productId.toHexString();
    if (!entries.has(key)) entries.set(key, new Map());
    entries.get(key)!.set(listId.toHexString(), entry);
  }
  return { ...context, lists: lists.map(asContractList), entries };
}

/**
 * The purchase page's prices for one part, for its form to compute as checkout will charge
 * (per session, never cached: the page is the signed-in buyer's own). Only what the buyer may
 * know goes to their browser: the lists that apply to them now with an entry for this part, each
 * naming their own company alone (never the other companies a shared list names).
 */
export async function partPricesFor(
  caller: Pick<Caller, 'id' | 'company'>,
  productId: string,
): Promise<PriceContextDto> {
  const context = await buyerPriceContext(caller, [toId(productId)]);
  const own = context.buyer?.companyId;
  const entries = context.entries.get(productId);
  const now = (list: PriceContext['lists'][number]) =>
    (!list.from || context.at >= list.from) && (!list.to || context.at < list.to);
  const lists = own && entries ? context.lists.filter((list) => entries.has(list.id) && now(list)) : [];
  return priceContextDto({
    ...context,
    lists: lists.map((list) => ({ ...list, appliesTo: { companyIds: [own!] } })),
    entries: new Map(
      lists.length > 0 ? [[productId, new Map(lists.map((list) => [list.id, entries!.get(list.id)!]))]] : [],
    ),
  });
}
