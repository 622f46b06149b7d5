// `npm run restore -- <file> [--force]`: replaces the app's database with a backup made by
// `npm run backup`, all or nothing (see lib/db/restore.ts). Stop the app first (its caches would keep
// serving what the database held before): the restore refuses while an app instance is running on
// the database, unless --force.
import { getMongoClient } from '@/lib/db/client';
import { restoreDatabase } from '@/lib/db/restore';
import { env } from '@/lib/env';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => arg !== '--force');
  if (!file) throw new Error('usage: npm run restore -- <backup file> [--force]');
  try {
    const { collections, documents } = await restoreDatabase(file, { force });
    console.log(
      `Restored ${documents} documents in ${collections} collections into ${env().MONGODB_DB} from ${file}. ` +
        'Every session was ended: users sign in again.',
    );
  } finally {
    await (await getMongoClient()).close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
