import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { verifyPassword } from '@/lib/auth/password';
import { seedDatabase } from '@/lib/seed/seed';
import { SEED_PARTS } from '@/lib/seed/parts';
import { SEED_REVIEWS } from '@/lib/seed/reviews';
import { findProductPage } from '@/lib/catalog/store/product-pages';
import { toProductDto } from '@/lib/catalog/product-dto';
import { withOnHand } from '@/lib/catalog/on-hand';
import { NO_SEARCH } from '@/lib/model/search-words';

const options = { adminEmail: 'Boss@Partsmith.test ', adminPassword: 'seed-password' };

describe('seed', () => {
  afterAll(async () => (await getMongoClient()).close());

  it('fills an empty database and is idempotent', async () => {
    const first = await seedDatabase(options);
    expect(first).toEqual({ skipped: false, parts: 12, reviews: 6 });
    await seedDatabase(options);
    const db = await getDb();
    expect(await db.collection('products').countDocuments()).toBe(SEED_PARTS.length);
    // Each part's stock apart (lib/inventory), received once however often the seed runs.
    expect(await db.collection('stock').countDocuments()).toBe(SEED_PARTS.length);
    expect(await db.collection('stock').countDocuments({ $expr: { $ne: ['$onHand', '$received'] } })).toBe(0);
    expect(await db.collection('reviews').countDocuments()).toBe(SEED_REVIEWS.length);
    expect(await db.collection('users').countDocuments()).toBe(1);
    expect(await db.collection('credentials').countDocuments()).toBe(1);
  });

  it('creates the admin with a normalised email, admin role and an argon2id hash kept outside users', async () => {
    const db = await getDb();
    const admin = await db.collection('users').findOne({ email: 'boss@partsmith.test' });
    expect(admin?.role).toBe('admin');
    expect(admin).not.toHaveProperty('passwordHash');
    const credential = await db.collection('credentials').findOne({ email: 'boss@partsmith.test' });
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(credential!.passwordHash, 'seed-password')).toBe(true);
    expect(await verifyPassword(credential!.passwordHash, 'wrong-password')).toBe(false);
  });

  it('skips a database that already has parts when asked to seed only if empty', async () => {
    expect(await seedDatabase({ ...options, onlyIfEmpty: true })).toEqual({
      skipped: true,
      parts: 0,
      reviews: 0,
    });
  });

  it('lists parts in the order they were added and maps them to the public DTO', async () => {
    const products = await findProductPage({ search: NO_SEARCH, sort: 'catalog', skip: 0, limit: 100 });
    expect(products.map((p) => p.name)).toEqual(SEED_PARTS.map((p) => p.name));
    const [stocked] = await withOnHand([products[2]!]);
    const dto = toProductDto(stocked!);
    expect(dto).toEqual({
      _id: products[2]!._id.toHexString(),
      partNumber: SEED_PARTS[2].partNumber,
      name: SEED_PARTS[2].name,
      img: SEED_PARTS[2].img,
      quantity: SEED_PARTS[2].quantity,
      prize: 0.42,
      description: SEED_PARTS[2].description,
      // Sold the spec's way unless a part says otherwise: one price, 30 at least, any whole number.
      priceBreaks: [],
      minimumQuantity: 30,
      quantityStep: 1,
      // No shipping weight given (issue 36): weight-based shipping is not offered for it.
      weightKg: null,
      taxClass: 'standard',
      // In no category yet, so with no attribute values (issue 37).
      categoryId: null,
      attributes: {},
    });
  });
});
