import 'server-only';
import { AppError } from '@/lib/model';
import { nextInSequence } from './counters';

/** A claim older than this is taken to be a crashed request's, and may be taken over. */
const CLAIM_MS = 10_000;
const WAIT_MS = 25;
const MAX_WAITS = 400;

/** How one kind of record takes its number: what it has, how it is claimed, how the number is written. */
export type Numbering<T> = {
  /** The counter the numbers come from (lib/db/counters.ts). */
  sequence: string;
  /** The record's number (and date) if it has one already; throws when there is none to issue. */
  issued(): Promise<T | null>;
  /** Claims the record for drawing if nobody holds it, or its claim is older than `stale`. */
  claim(now: Date, stale: Date): Promise<boolean>;
  /** Writes the drawn number and lets go of the claim. */
  write(n: number, now: Date): Promise<T>;
  /** Answered (503) when the claim's holder keeps it too long. */
  busy: string;
};

/**
 * A record's number from a gapless sequence, drawn on the first call: of concurrent first calls
 * only the one that claims the record draws a number (the others wait for it), so a burst leaves
 * no gap; a claim whose holder died is taken over after 10 s. Invoices and credit notes.
 */
export async function issueOnce<T>(numbering: Numbering<T>): Promise<T> {
  for (let attempt = 0; attempt < MAX_WAITS; attempt += 1) {
    const issued = await numbering.issued();
    if (issued) return issued;
    const now = new Date();
    if (await numbering.claim(now, new Date(now.getTime() - CLAIM_MS)))
      return numbering.write(await nextInSequence(numbering.sequence), now);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  throw new AppError('unavailable', numbering.busy, undefined, 2);
}
