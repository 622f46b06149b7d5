/** A named sequence: `seq` is the last number handed out. */
export type CounterDoc = { _id: string; seq: number };
