'use client';

import { useEffect } from 'react';
import {
  publicEndpoints,
  mergeLocalCart,
  onCartCount,
  readLocalCart,
  setCartCount,
  useApi,
} from '@/lib/client';

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
    if (readLocalCart().length) {
      // Shared with the cart page, which waits for the same merge (never two).
      void mergeLocalCart();
      return;
    }
    // Every page load: only the count, the cart's parts are not read. A count this page learns
    // meanwhile (a part added before the answer came) is newer than the answer: it stays.
    const controller = new AbortController();
    let newer = false;
    const stop = onCartCount(() => (newer = true));
    void call(publicEndpoints.cartCount, { signal: controller.signal }).then((result) => {
      stop();
      if (result?.ok && !newer) setCartCount(result.data.count);
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [email, call]);
  return null;
}
