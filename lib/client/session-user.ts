'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { writeSessionHint } from '@/lib/auth/browser';

/** Who is signed in, as the browser learns it: undefined until known, null when nobody is. */
export type SessionUser = { email: string } | null | undefined;

let current: SessionUser;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(user: SessionUser) {
  if (user?.email === current?.email && (user === null) === (current === null)) return;
  current = user;
  for (const listener of listeners) listener();
}

/**
 * Asks Auth.js's session endpoint who is signed in. Cached pages are the same for everyone, so
 * the navbar fills in the user here instead of on the server. A failed request keeps what is known.
 */
export function refreshSessionUser(): Promise<void> {
  inflight ??= fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: { user?: { email?: string } } | null | undefined) => {
      if (body === undefined) return;
      const user = body?.user?.email ? { email: body.user.email } : null;
      writeSessionHint(user !== null);
      publish(user);
    })
    .catch(() => undefined)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user, refreshed on every navigation (sign-in and sign-out move to another page). */
export function useSessionUser(): SessionUser {
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  const pathname = usePathname();
  useEffect(() => {
    void refreshSessionUser();
  }, [pathname]);
  return user;
}
