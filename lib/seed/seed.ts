import 'server-only';
import { hashPassword } from '@/lib/auth';
import { addProductIfMissing, hasNoProducts } from '@/lib/catalog';
import { addReviewIfMissing } from '@/lib/reviews';
import { ensureAdmin } from '@/lib/accounts';
import { SEED_PARTS } from './parts';
import { SEED_REVIEWS } from './reviews';

export type SeedOptions = { adminEmail: string; adminPassword: string; onlyIfEmpty?: boolean };
export type SeedResult = { skipped: boolean; parts: number; reviews: number };

const SEED_EPOCH = Date.UTC(2026, 0, 5);

/** Idempotent: every write is an upsert keyed on a natural key, so running it twice changes nothing. */
export async function seedDatabase({
  adminEmail,
  adminPassword,
  onlyIfEmpty,
}: SeedOptions): Promise<SeedResult> {
  if (onlyIfEmpty && !(await hasNoProducts())) return { skipped: true, parts: 0, reviews: 0 };
  for (const [index, part] of SEED_PARTS.entries()) {
    const at = new Date(SEED_EPOCH + index * 60_000);
    await addProductIfMissing({ ...part, email: adminEmail, createdAt: at, updatedAt: at });
  }
  for (const [index, review] of SEED_REVIEWS.entries()) {
    await addReviewIfMissing({ ...review, createdAt: new Date(SEED_EPOCH + index * 86_400_000) });
  }
  await seedAdmin(adminEmail.trim().toLowerCase(), adminPassword);
  return { skipped: false, parts: SEED_PARTS.length, reviews: SEED_REVIEWS.length };
}

const seedAdmin = (email: string, password: string) =>
  ensureAdmin(email, 'Partsmith Admin', () => hashPassword(password));
