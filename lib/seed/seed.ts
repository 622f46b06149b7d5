import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db/client';
import { searchFields } from '@/lib/catalog/keywords';
import type { ProductDoc } from '@/lib/db/products';
import type { ReviewDoc } from '@/lib/db/reviews';
import { credentialsCollection, usersCollection } from '@/lib/db/users';
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
  const db = await getDb();
  const products = db.collection<ProductDoc>('products');
  if (onlyIfEmpty && (await products.estimatedDocumentCount()) > 0) {
    return { skipped: true, parts: 0, reviews: 0 };
  }
  for (const [index, part] of SEED_PARTS.entries()) {
    const at = new Date(SEED_EPOCH + index * 60_000);
    await products.updateOne(
      { name: part.name },
      {
        $setOnInsert: {
          ...part,
          ...searchFields(part),
          received: part.quantity,
          email: adminEmail,
          createdAt: at,
          updatedAt: at,
        },
      },
      { upsert: true },
    );
  }
  const reviews = db.collection<ReviewDoc>('reviews');
  for (const [index, review] of SEED_REVIEWS.entries()) {
    await reviews.updateOne(
      { email: review.email, customerFeedback: review.customerFeedback },
      { $setOnInsert: { ...review, createdAt: new Date(SEED_EPOCH + index * 86_400_000) } },
      { upsert: true },
    );
  }
  await seedAdmin(adminEmail.trim().toLowerCase(), adminPassword);
  return { skipped: false, parts: SEED_PARTS.length, reviews: SEED_REVIEWS.length };
}

async function seedAdmin(email: string, password: string) {
  const users = await usersCollection();
  const user = await users.findOneAndUpdate(
    { email },
    {
      $set: { role: 'admin' },
      $setOnInsert: { email, name: 'Partsmith Admin', emailVerified: null, createdAt: new Date() },
    },
    { upsert: true, returnDocument: 'after' },
  );
  if (!user) throw new Error('Could not create the admin user');
  const credentials = await credentialsCollection();
  if (!(await credentials.findOne({ email }))) {
    await credentials.insertOne({
      userId: user._id,
      email,
      passwordHash: await hashPassword(password),
      createdAt: new Date(),
    });
  }
}
