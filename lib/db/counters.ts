import 'server-only';
import { MongoServerError, type Collection, type Filter, type OptionalUnlessRequiredId } from 'mongodb';
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

/** How many times a new document draws its number again when the one drawn is taken already. */
const NUMBER_DRAWS = 3;

/** A duplicate of the `number` index (the local server's error names the index only in its text). */
const isNumberTaken = (error: unknown) =>
  error instanceof MongoServerError && error.code === 11000 && /\bnumber_1\b/.test(error.message);

/**
 * Writes a new document with the next number of `sequence` (orders, quotes). A number some
 * document has already (the counter rewound: a database crash lost its last increments, or a restore
 * from an older backup) moves the counter past the highest number in use and draws again: numbers
 * are never given twice. `refuse` turns another duplicate (a second run of one request) into the
 * caller's own error.
 */
export async function insertNumbered<Doc extends { number?: number }>(
  documents: Collection<Doc>,
  sequence: string,
  doc: Omit<Doc, 'number'>,
  refuse: (error: unknown) => void = () => {},
): Promise<Doc & { number: number }> {
  for (let draw = 1; ; draw += 1) {
    const numbered = { ...doc, number: await nextInSequence(sequence) } as Doc & { number: number };
    try {
      await documents.insertOne(numbered as OptionalUnlessRequiredId<Doc>);
      return numbered;
    } catch (error) {
      refuse(error);
      if (!isNumberTaken(error) || draw === NUMBER_DRAWS) throw error;
      const [top] = await documents
        .find({ number: { $exists: true } } as Filter<Doc>, { projection: { number: 1 } })
        .sort({ number: -1 })
        .limit(1)
        .toArray();
      await raiseSequenceTo(sequence, (top as { number?: number } | undefined)?.number ?? 0);
    }
  }
}
