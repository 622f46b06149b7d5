import 'server-only';
import { withLock } from '@/lib/db';
import { env } from '@/lib/env';
import { sweepOrders } from './sweep';

/**
 * Every instance offers to sweep lapsed and stranded holds every HOLD_SWEEP_SECONDS (±10%, so
 * instances started together drift apart); no external cron. One pass at a time runs, under a
 * lock every instance shares: the others skip their turn instead of repeating the same reads.
 * (Overlap would still be safe: every step of the sweep is a conditional update.) A failed pass
 * (the database away) is simply tried again at the next tick.
 */
export function startHoldSweeper(): () => void {
  const periodMs = env().HOLD_SWEEP_SECONDS * 1000 * (0.9 + Math.random() * 0.2);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await withLock('hold-sweep', () => sweepOrders(), 0);
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
