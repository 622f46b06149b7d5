'use client';

import { useRouter } from 'next/navigation';
import { endpoints, endpointUrl, confirmDelete, popupDeleted, useApi } from '@/lib/client';
import { showIntoCart } from './into-cart-result';

type Props = {
  list: { _id: string; name: string };
  /** After a delete: the lists page reloads its table; a list's own page goes back to the lists. */
  onDeleted?: () => void;
};

/** A saved list's actions: its lines into the cart at today's prices, a CSV of it, or away with it. */
export function SavedListActions({ list, onDeleted }: Props) {
  const router = useRouter();
  const { call } = useApi('lists');

  const addToCart = async () => {
    const result = await call(endpoints.listToCart, { params: { id: list._id }, popupOnError: true });
    if (result?.ok && (await showIntoCart(result.data))) router.push('/cart');
  };

  const remove = async () => {
    if (!(await confirmDelete())) return;
    const result = await call(endpoints.deleteList, { params: { id: list._id }, popupOnError: true });
    if (!result?.ok) return;
    await popupDeleted();
    if (onDeleted) onDeleted();
    else router.push('/dashboard/lists');
  };

  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-primary"
        onClick={addToCart}
        aria-label={`Add ${list.name} to cart`}
      >
        Add to cart
      </button>
      <a
        href={endpointUrl(endpoints.savedListCsv, { params: { id: list._id } })}
        className="btn-outline"
        aria-label={`Export ${list.name} as CSV`}
        download
      >
        Export CSV
      </a>
      <button type="button" className="btn-danger" onClick={remove} aria-label={`Delete ${list.name}`}>
        Delete
      </button>
    </div>
  );
}
