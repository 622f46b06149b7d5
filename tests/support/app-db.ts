import { MongoClient } from 'mongodb';
import { inject } from 'vitest';

/** Direct access to the app server's database (or another one), for checking what an HTTP call stored. */
export async function withAppDb<T>(
  fn: (db: ReturnType<MongoClient['db']>) => Promise<T>,
  dbName: string = inject('appDb'),
): Promise<T> {
  const client = await new MongoClient(inject('mongoUri')).connect();
  try {
    return await fn(client.db(dbName));
  } finally {
    await client.close();
  }
}
