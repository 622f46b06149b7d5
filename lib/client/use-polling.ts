'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while the tab is visible, and once right away when it becomes
 * visible again; hidden tabs cost the server nothing.
 */
export function usePolling(tick: (signal: AbortSignal) => Promise<void>, intervalMs: number) {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    let controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      controller.abort();
      controller = new AbortController();
      void latest.current(controller.signal);
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(run, intervalMs);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearInterval(timer);
      } else {
        run();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
