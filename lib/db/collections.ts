import 'server-only';
import type { Document } from 'mongodb';
import { getDb } from './client';

/**
 * A table's typed collection, for its owner's store (lib/<module>/store/collections.ts) only: each
 * module declares its own tables with this and answers everyone else through its face, so a
 * collection is written by one module. Its document type lives beside it, in the owner's store.
 */
export const collection =
  <Doc extends Document>(name: string) =>
  async () =>
    (await getDb()).collection<Doc>(name);
