import 'server-only';
import { findCart } from './store/carts';
import { newId, toId, underLock } from '@/lib/db';
import { findCartParts } from '@/lib/catalog';
import {
  countSavedLists,
  deleteSavedList,
  findSavedList,
  findSavedListByRequestKey,
  findSavedListLines,
  findSavedListPage,
  insertSavedList,
  renameSavedList,
  shareSavedList,
  type ListReader,
  type SavedListDoc,
} from './store/saved-lists';
import { companyOf } from '@/lib/companies';
import { limitPerUser } from '@/lib/limits';
import { AppError, can } from '@/lib/model';
import type { Caller, Page, Paging } from '@/lib/model';
import { csvChunk } from '@/lib/csv';
import { listNameKey, MAX_SAVED_LISTS } from '@/lib/validation';
import { linesIntoCart } from './lines-into-cart';
import { buyerPriceContext } from '@/lib/pricelists';
import type { ReorderDto } from './reorder-dto';
import {
  toSavedListLineDto,
  toSavedListSummaryDto,
  type SavedListDto,
  type SavedListSummaryDto,
} from './saved-list-dto';

// Saved lists ("Line 3 monthly"): a customer keeps up to 50 named lists of up to 1,000 lines,
// made from the cart, put back into it at that day's prices, and exported as CSV in the columns
// Quick order reads (part number, quantity), so a list can go round through a spreadsheet. A
// company member may share one with their company: every member then reads, exports and uses it.

/** Lists saved per hour: plenty for a buyer, a bound for a script. */
const SAVES_PER_HOUR = 60;

const taken = (name: string) => new AppError('conflict', `You already have a list named "${name}"`);

/** Whose lists the caller reads: their own, and those shared with their company (lib/model/policy.ts). */
function readerOf(caller: Caller): ListReader {
  const company = caller.company;
  const shared = company && can(caller, 'use-shared', { companyId: company.companyId });
  return { userId: toId(caller.id), ...(shared ? { companyId: toId(company.companyId) } : {}) };
}

/** A list the caller reads whole; anyone else's is a 404. */
async function readableList(caller: Caller, id: string): Promise<SavedListDoc> {
  const list = await findSavedList(readerOf(caller), toId(id));
  if (!list) throw new AppError('not_found:list');
  return list;
}

/** POST /api/lists: the cart as it is now, saved under `name` (parts no longer sold left out). */
export async function saveCartAsList(
  caller: Caller,
  name: string,
  requestKey: string | null = null,
): Promise<SavedListSummaryDto> {
  const userId = toId(caller.id);
  // A retry of a save whose answer was lost: the list it saved.
  const saved = requestKey ? await findSavedListByRequestKey(userId, requestKey) : null;
  if (saved) return toSavedListSummaryDto(saved, userId);
  await limitPerUser(caller.id, 'saved-list', SAVES_PER_HOUR, 60);
  const { lines } = await findCart(userId);
  const parts = new Map(
    (await findCartParts(lines.map((line) => line.productId))).map((part) => [part._id.toHexString(), part]),
  );
  const listed = lines.flatMap((line) => {
    const part = parts.get(line.productId.toHexString());
    return part ? [{ ...line, partNumber: part.partNumber, name: part.name }] : [];
  });
  if (listed.length === 0)
    throw new AppError('invalid', 'Your cart is empty: add parts before saving it as a list');
  const now = new Date();
  const list: SavedListDoc = {
    _id: newId(),
    userId,
    name,
    nameKey: listNameKey(name),
    lines: listed,
    lineCount: listed.length,
    createdAt: now,
    updatedAt: now,
    ...(requestKey ? { requestKey } : {}),
  };
  // Counted and written under the customer's lock: racing saves cannot pass the cap together.
  await underLock(
    `saved-lists:${caller.id}`,
    async () => {
      if ((await countSavedLists(userId)) >= MAX_SAVED_LISTS)
        throw new AppError(
          'invalid',
          `You have ${MAX_SAVED_LISTS} saved lists, the most you can keep. Delete one to save another.`,
        );
      if (!(await insertSavedList(list))) throw taken(name);
    },
    'Another list is being saved. Please try again.',
  );
  return toSavedListSummaryDto(list, userId);
}

/**
 * GET /api/lists: the customer's lists or (`company`) those shared with their company by any
 * member, the latest changed first, one page.
 */
export async function listSavedLists(
  caller: Caller,
  { skip, limit }: Paging,
  scope: 'own' | 'company' = 'own',
): Promise<Page<SavedListSummaryDto>> {
  const userId = toId(caller.id);
  const whose = scope === 'company' ? { sharedWith: companyOf(caller, 'use-shared') } : { userId };
  const { rows, total } = await findSavedListPage(whose, skip, limit);
  return { rows: rows.map((list) => toSavedListSummaryDto(list, userId)), total };
}

/** GET /api/lists/{id}: a list with one page of its lines, priced from their parts now. */
export async function getSavedList(
  caller: Caller,
  id: string,
  { skip, limit }: Paging,
): Promise<SavedListDto> {
  const list = await findSavedListLines(readerOf(caller), toId(id), skip, limit);
  if (!list) throw new AppError('not_found:list');
  const context = await buyerPriceContext(
    caller,
    list.lines.map((line) => line.productId),
  );
  const parts = new Map(
    (await findCartParts(list.lines.map((line) => line.productId))).map((part) => [
      part._id.toHexString(),
      part,
    ]),
  );
  return {
    ...toSavedListSummaryDto(list, toId(caller.id)),
    lines: list.lines.map((line) =>
      toSavedListLineDto(line, parts.get(line.productId.toHexString()), context),
    ),
  };
}

/** PATCH /api/lists/{id}: a new name (one the customer's other lists do not have). */
export async function renameList(caller: Caller, id: string, name: string): Promise<SavedListSummaryDto> {
  const renamed = await renameSavedList(toId(caller.id), toId(id), name, listNameKey(name));
  if (renamed === false) throw taken(name);
  if (!renamed) throw new AppError('not_found:list');
  return toSavedListSummaryDto(renamed, toId(caller.id));
}

/**
 * PUT /api/lists/{id}/sharing: one of the caller's lists shared with their company, or no longer
 * (a colleague's is a 404: only its owner shares it). Outside a company there is nobody to share with.
 */
export async function shareList(caller: Caller, id: string, shared: boolean): Promise<SavedListSummaryDto> {
  const userId = toId(caller.id);
  const share = shared
    ? { companyId: companyOf(caller, 'use-shared'), ownerName: caller.name ?? caller.email }
    : null;
  const changed = await shareSavedList(userId, toId(id), share);
  if (!changed) throw new AppError('not_found:list');
  return toSavedListSummaryDto(changed, userId);
}

/** DELETE /api/lists/{id}. */
export async function deleteList(caller: Caller, id: string): Promise<void> {
  if (!(await deleteSavedList(toId(caller.id), toId(id)))) throw new AppError('not_found:list');
}

/** POST /api/lists/{id}/cart: the list's lines into the cart at today's prices (what cannot be bought is listed). */
export async function addListToCart(caller: Caller, id: string): Promise<ReorderDto> {
  const list = await readableList(caller, id);
  return linesIntoCart(
    caller,
    list.lines.map((line) => ({ ...line, productId: line.productId.toHexString() })),
  );
}

const CSV_COLUMNS = ['Part number', 'Quantity', 'Part'] as const;

/** GET /api/lists/{id}/csv: the list as CSV that Quick order reads back (part number, quantity). */
export async function savedListCsv(caller: Caller, id: string): Promise<{ name: string; csv: string }> {
  const list = await readableList(caller, id);
  const rows = list.lines.map((line) => [line.partNumber, line.quantity, line.name]);
  return { name: list.name, csv: csvChunk(CSV_COLUMNS, rows, true) };
}
