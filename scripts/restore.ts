// `npm run restore -- <file>`: replaces the app's database with a backup made by `npm run backup`.
// Stop the app first: its caches would otherwise keep serving what the database held before.
import { getMongoClient } from '@/lib/db/client';
import { restoreDatabase } from '@/lib/db/backup';
import { env } from '@/lib/env';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run restore -- <backup file>');
  const { collections, documents } = await restoreDatabase(file);
  console.log(
    `Restored ${documents} documents in ${collections} collections into ${env().MONGODB_DB} from ${file}.`,
  );
  await (await getMongoClient()).close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
