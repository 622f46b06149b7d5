import 'server-only';
import { env } from '@/lib/env';
import { sweepHolds } from './holds';

/**
 * Every instance sweeps lapsed and stranded holds every HOLD_SWEEP_SECONDS (±10%, so instances
 * started together drift apart). No external cron: the sweep is idempotent, so instances may
 * overlap freely. A failed pass (the database away) is simply tried again at the next tick.
 */
export function startHoldSweeper(): () => void {
  const periodMs = env().HOLD_SWEEP_SECONDS * 1000 * (0.9 + Math.random() * 0.2);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepHolds();
    } catch (error) {
      console.error(
        `Stock hold sweep failed (next try in ${Math.round(periodMs / 1000)} s):`,
        (error as Error).message,
      );
    } finally {
      running = false;
    }
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
