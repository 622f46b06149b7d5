'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the server's HTML is all there is, before React has taken the page over. A form
 * handled in the browser must not be sent before then: the browser's own submission would put
 * its fields (a password among them) in the address, and skip every check.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
