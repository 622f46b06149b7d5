'use client';

import { useEffect, useState } from 'react';
import { onCartCount, readCartCount } from '@/lib/client';

/** The navbar's CART with its line count, as this browser last knew it (lib/client/cart-store.ts). */
export function CartLink({ active, onClick }: { active: boolean; onClick: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const update = () => setCount(readCartCount());
    update();
    return onCartCount(update);
  }, []);
  return (
    <a
      href="/cart"
      // The cart's page carries the checkout form (zod, react-hook-form): fetched when asked for,
      // not with every public page.
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      aria-label={`Cart, ${count} ${count === 1 ? 'part' : 'parts'}`}
      className={`block rounded-md px-3 py-2 text-sm font-semibold ${active ? 'bg-brand-50 text-brand-700' : 'text-steel-700 hover:bg-steel-100'}`}
    >
      CART{' '}
      <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white" data-testid="cart-count">
        {count}
      </span>
    </a>
  );
}
