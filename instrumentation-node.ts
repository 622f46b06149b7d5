import { env } from './lib/env';
import { startHoldSweeper } from './lib/orders/hold-sweeper';

// A bad environment stops the server at start, with a message naming each bad variable,
// instead of failing on the first request that needs it.
try {
  env();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

startHoldSweeper();
