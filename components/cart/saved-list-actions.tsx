'use client';

import { useRouter } from 'next/navigation';
import type { SavedListSummaryDto } from '@/lib/cart';
import { endpoints, endpointUrl, confirmDelete, popupDeleted, useApi, useHydrated } from '@/lib/client';
import { showIntoCart } from './into-cart-result';

type Props = {
  list: Pick<SavedListSummaryDto, '_id' | 'name' | 'mine' | 'shared'>;
  /** The customer's company, with which their own lists can be shared; null outside one. */
  company: string | null;
  /** After a delete or a change of sharing: the lists page reloads its table; a list's own page goes back to the lists after a delete. */
  onChanged?: () => void;
};

/**
 * A saved list's actions: its lines into the cart at today's prices, a CSV of it; and, on one's
 * own, sharing it with the company (or no longer) or away with it. The server decides again.
 */
export function SavedListActions({ list, company, onChanged }: Props) {
  const router = useRouter();
  const { call } = useApi('lists');
  // Server-rendered: a press before the page is live would do nothing, so the buttons wait for it.
  const hydrated = useHydrated();
  const id = { params: { id: list._id } };

  const addToCart = async () => {
    const result = await call(endpoints.listToCart, { ...id, popupOnError: true });
    if (result?.ok && (await showIntoCart(result.data))) router.push('/cart');
  };

  const share = async () => {
    const result = await call(endpoints.shareList, {
      ...id,
      body: { shared: !list.shared },
      popupOnError: true,
      refresh: 'always',
    });
    if (result?.ok) onChanged?.();
  };

  const remove = async () => {
    if (!(await confirmDelete())) return;
    const result = await call(endpoints.deleteList, { ...id, popupOnError: true });
    if (!result?.ok) return;
    await popupDeleted();
    if (onChanged) onChanged();
    else router.push('/dashboard/lists');
  };

  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-primary"
        disabled={!hydrated}
        onClick={addToCart}
        aria-label={`Add ${list.name} to cart`}
      >
        Add to cart
      </button>
      <a
        href={endpointUrl(endpoints.savedListCsv, id)}
        className="btn-outline"
        aria-label={`Export ${list.name} as CSV`}
        download
      >
        Export CSV
      </a>
      {list.mine && company && (
        <button
          type="button"
          className="btn-outline"
          disabled={!hydrated}
          onClick={share}
          aria-label={list.shared ? `Stop sharing ${list.name}` : `Share ${list.name} with ${company}`}
        >
          {list.shared ? 'Stop sharing' : 'Share with company'}
        </button>
      )}
      {list.mine && (
        <button
          type="button"
          className="btn-danger"
          disabled={!hydrated}
          onClick={remove}
          aria-label={`Delete ${list.name}`}
        >
          Delete
        </button>
      )}
    </div>
  );
}
