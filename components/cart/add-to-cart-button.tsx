'use client';

import { useState } from 'react';
import { addToCart, useHydrated } from '@/lib/client';

type Props = { productId: string; quantity: number; name: string; className?: string; disabled?: boolean };

/**
 * "Add to cart" beside Buy Now: `quantity` units of the part go into the cart (the account's when
 * signed in, else this browser's), and the navbar's count follows. Says what it did where a screen
 * reader hears it.
 */
export function AddToCartButton({
  productId,
  quantity,
  name,
  className = 'btn-outline',
  disabled = false,
}: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy: boolean; said: string }>({ busy: false, said: '' });

  const add = async () => {
    setState({ busy: true, said: '' });
    const refusal = await addToCart([{ productId, quantity }]);
    setState({ busy: false, said: refusal ?? `Added ${quantity} to your cart` });
  };

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!hydrated || state.busy || disabled}
        aria-label={`Add to cart: ${name}`}
        onClick={add}
      >
        Add to cart
      </button>
      <span aria-live="polite" className="text-xs text-steel-500" data-testid="add-to-cart-status">
        {state.said}
      </span>
    </>
  );
}
