// `npm run seed`: fills the database named by MONGODB_URI/MONGODB_DB (or the local dev database).
// `--if-empty` seeds only a database without products; the dev launcher uses it on every start.
import { env } from '@/lib/env';
import { getMongoClient } from '@/lib/db/client';
import { seedDatabase } from '@/lib/seed/seed';

async function main() {
  if (process.env.NODE_ENV === 'production' && !process.env.ADMIN_PASSWORD) {
    throw new Error(
      'Set ADMIN_PASSWORD (and ADMIN_EMAIL) to seed a production database: the default is public.',
    );
  }
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
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
