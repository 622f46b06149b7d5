'use client';

import { useEffect, useState } from 'react';

/**
 * The `token` a mailed link carries in its fragment (…#token=…, never sent to a server): read once
 * the page runs in the browser, then taken out of the address bar (and its history). Undefined
 * until read; null when the page was opened without one.
 *
 * Development runs every effect twice: the second run finds the fragment already gone and must not
 * forget what the first one took, or every link read "not complete" under `npm run dev` (issue 31).
 */
export function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (found) window.history.replaceState(null, '', window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser, after hydration
    setToken((taken) => found ?? taken ?? null);
  }, []);
  return token;
}
