'use client';

import { useEffect, useState } from 'react';
import type { CartChargesDto } from '@/lib/cart';
import { endpoints, useApi } from '@/lib/client';

/**
 * The cart's shipping and tax for a ship-to choice (GET /api/cart/charges, computed where checkout
 * computes them), read again only when the choice or the cart (`cartKey`) changes: an idle cart
 * sends nothing.
 */
export function useCartCharges(query: Record<string, string>, cartKey: string) {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [charges, setCharges] = useState<CartChargesDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the amounts shown were asked for: another choice or cart is still loading.
  const [answered, setAnswered] = useState<string | null>(null);
  const asked = new URLSearchParams(query).toString();
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.cartCharges, { query: new URLSearchParams(asked), signal: controller.signal }).then(
      (result) => {
        if (!result || controller.signal.aborted) return;
        if (result.ok) setCharges(result.data);
        setError(result.ok ? null : result.error);
        setAnswered(`${asked} ${cartKey}`);
      },
    );
    return () => controller.abort();
  }, [asked, cartKey, call]);
  // The amounts shown stay until the new ones come; checkout waits for them.
  return { charges, error, loading: answered !== `${asked} ${cartKey}` };
}
