// The face of lib/db, what is no one's: the client, ids, locks, counters and numbering, and the
// `collection()` each module's store declares its tables with (eslint.config.mjs refuses
// `@/lib/db/<file>` from outside it). Its own files import each other directly.

export { checkDatabaseNow, isDatabaseUnavailable, isDatabaseUp } from './availability';
export { getDb, getMongoClient } from './client';
export { collection } from './collections';
export { insertNumbered, nextInSequence, raiseSequenceTo } from './counters';
export { databaseState } from './database-state';
export { isIdString, newId, toId } from './ids';
export type { Id } from './ids';
export { startPresence } from './instances';
export { underLock, withLock } from './locks';
export { issueOnce } from './numbering';
export { highestNumberIn } from './part-number-keys';
