// `npm run backup [-- file]`: the app's database into a gzip file of Extended JSON lines
// (default backups/<database>-<time>.ndjson.gz). See lib/db/backup.ts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '@/lib/db/backup';
import { getMongoClient } from '@/lib/db/client';
import { env } from '@/lib/env';

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = process.argv[2] ?? path.join('backups', `${env().MONGODB_DB}-${stamp}.ndjson.gz`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const stats = await backupDatabase(file, { onRetry: (message) => console.error(message) });
  console.log(
    `Backed up ${stats.documents} documents in ${stats.collections} collections to ${stats.file} (consistency: ${stats.consistency}).`,
  );
  await (await getMongoClient()).close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
