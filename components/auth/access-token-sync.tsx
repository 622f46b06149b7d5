'use client';

import { useEffect } from 'react';
import {
  publicEndpoints,
  useApi,
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  tokenClears,
} from '@/lib/client';

/** Seconds left on a stored token for `email`, or 0 when it is missing, foreign or unreadable. */
function secondsLeft(token: string | null, email: string): number {
  try {
    const payload = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return payload.email === email ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * docs/product.md#the-api: after any sign-in (password or Google) the client fetches its access token with
 * the spec's token call (`publicEndpoints.accessToken`) and keeps it in localStorage; signed out, the token is cleared.
 */
export function AccessTokenSync({ email }: { email: string | null | undefined }) {
  const { call } = useApi('public');
  useEffect(() => {
    // Not known yet (the session is still being asked for): leave the token alone.
    if (email === undefined) return;
    if (!email) {
      clearAccessToken();
      return;
    }
    if (secondsLeft(readAccessToken(), email) > 5 * 60) return;
    const controller = new AbortController();
    // A 401/403 elsewhere on the page clears the token while this is in flight: then it is not stored.
    const clearsBefore = tokenClears();
    void call(publicEndpoints.accessToken, {
      params: { email },
      body: { email },
      signal: controller.signal,
    }).then((result) => {
      if (result?.ok && tokenClears() === clearsBefore) storeAccessToken(result.data.token);
    });
    return () => controller.abort();
  }, [email, call]);
  return null;
}
