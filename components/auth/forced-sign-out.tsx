'use client';

import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { loginUrlFor } from '@/lib/auth/browser';
import { signOutTo } from '@/lib/client';

/**
 * docs/product.md#screens-and-routes admin guard: a non-admin here is signed out and sent to /login,
 * remembering `origin`.
 */
export function ForcedSignOut({ origin }: { origin: string }) {
  useEffect(() => {
    void signOutTo(loginUrlFor(origin));
  }, [origin]);
  return (
    <p className="flex items-center gap-3 text-steel-500">
      <Spinner label="Signing out" /> This page is for admins only. Signing you out…
    </p>
  );
}
