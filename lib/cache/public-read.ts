import 'server-only';
import { isDatabaseUnavailable } from '@/lib/db';
import { UNAVAILABLE_PATH } from './unavailable-path';

/**
 * A public page's read. When the database turns out to be unreachable mid-render (an outage the
 * app's heartbeats have not noticed yet, so ./outage.ts let the request through), the visitor is
 * sent to the 503 page instead of an error page: a render cannot set its own status, and the
 * cache handler keeps no redirect (lib/cache/handler.mjs).
 */
export async function publicRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Loaded here, not at the top: scripts run outside Next (the sweep, the stock check) load this
      // module through lib/cache's face, and next/navigation does not load there.
      const { redirect } = await import('next/navigation');
      redirect(UNAVAILABLE_PATH);
    }
    throw error;
  }
}
