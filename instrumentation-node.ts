import { env } from './lib/env';
import { installServerEdge } from '@/lib/http';
import { startPresence } from '@/lib/db';
import { startHoldSweeper } from '@/lib/orders';
import { startMailSender } from '@/lib/mail';

// A bad environment stops the server at start, with a message naming each bad variable,
// instead of failing on the first request that needs it.
try {
  env();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { NODE_ENV, PAYMENTS_GATEWAY, TRUSTED_PROXY_HOPS } = env();
if (NODE_ENV === 'production' && PAYMENTS_GATEWAY === 'test') {
  console.warn(
    'WARNING: PAYMENTS_GATEWAY=test in production: orders are "paid" with test cards and no money moves. ' +
      'Set the Stripe keys for real payments.',
  );
}

installServerEdge({ trustedProxyHops: TRUSTED_PROXY_HOPS });

// On SIGTERM/SIGINT Next stops taking connections and finishes the requests in flight before it
// exits; no new sweep starts meanwhile.
const stopSweeper = startHoldSweeper();
const stopPresence = startPresence();
const stopMail = startMailSender();
const stopping = () => {
  stopSweeper();
  stopMail();
  void stopPresence();
};
process.once('SIGTERM', stopping);
process.once('SIGINT', stopping);
