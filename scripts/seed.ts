// `npm run seed`: fills the database named by MONGODB_URI/MONGODB_DB (or the local dev database).
// `--if-empty` seeds only a database without products; the dev launcher uses it on every start.
import { DEFAULT_ADMIN, env } from '@/lib/env';
import { getMongoClient } from '@/lib/db/client';
import { seedDatabase } from '@/lib/seed';

async function main() {
  // The defaults are published in the README and docs/operations.md: in production, whoever owns that mailbox's Google
  // account would become admin, and anyone could sign in with the password.
  const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV } = env();
  if (
    NODE_ENV === 'production' &&
    (ADMIN_EMAIL === DEFAULT_ADMIN.email || ADMIN_PASSWORD === DEFAULT_ADMIN.password)
  ) {
    throw new Error(
      'Set ADMIN_EMAIL and ADMIN_PASSWORD to seed a production database: the defaults are public.',
    );
  }
  const result = await seedDatabase({
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    onlyIfEmpty: process.argv.includes('--if-empty'),
  });
  if (result.skipped) console.log('Database already has data; seed skipped.');
  else console.log(`Seeded ${result.parts} parts, ${result.reviews} reviews and the admin ${ADMIN_EMAIL}.`);
  await (await getMongoClient()).close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
