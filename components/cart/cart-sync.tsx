'use client';

import { useEffect } from 'react';
import { endpoints } from '@/lib/client/endpoints';
import { readLocalCart, setCartCount, writeLocalCart } from '@/lib/client/cart-store';
import { useApi } from '@/lib/client/use-api';

/**
 * On sign-in, the cart this browser kept joins the account's (nothing lost, quantities added) and
 * the navbar's count becomes the account's; signed out, it is this browser's again.
 */
export function CartSync({ email }: { email: string | null | undefined }) {
  const { call } = useApi('public');
  useEffect(() => {
    if (email === undefined) return;
    if (!email) {
      setCartCount(readLocalCart().length);
      return;
    }
    const lines = readLocalCart();
    const controller = new AbortController();
    const signal = controller.signal;
    if (lines.length) {
      void call(endpoints.addCartLines, { body: { lines }, signal }).then((result) => {
        if (!result?.ok) return;
        // Kept here until the account has them: a failed merge loses nothing.
        writeLocalCart([]);
        setCartCount(result.data.lines.length);
      });
    } else {
      // Every page load: only the count, the cart's parts are not read.
      void call(endpoints.cartCount, { signal }).then((result) => {
        if (result?.ok) setCartCount(result.data.count);
      });
    }
    return () => controller.abort();
  }, [email, call]);
  return null;
}
