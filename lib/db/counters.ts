import 'server-only';
import { collection } from './collections';
import type { CounterDoc } from './counters-doc';
export type { CounterDoc } from './counters-doc';

const countersCollection = collection<CounterDoc>('counters');

/** The next number of a named sequence: one atomic increment, so no two callers get the same. */
export async function nextInSequence(name: string): Promise<number> {
  const counter = await (
    await countersCollection()
  ).findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
  return counter!.seq;
}

/** Moves a sequence up to at least `seq` (never down), so its next number is past it. */
export async function raiseSequenceTo(name: string, seq: number): Promise<void> {
  await (await countersCollection()).updateOne({ _id: name }, { $max: { seq } }, { upsert: true });
}
