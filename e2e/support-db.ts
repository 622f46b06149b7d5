import { MongoClient, ObjectId } from 'mongodb';
import { searchFields } from '../lib/catalog/keywords';

/**
 * Test data straight into the e2e database (set up by global-setup), for parts whose stock a
 * test must control without touching the shared seeded catalog.
 */
export async function insertPart({
  name,
  quantity,
  priceCents,
  description = `${name}, made for one e2e test.`,
}: {
  name: string;
  quantity: number;
  priceCents: number;
  description?: string;
}) {
  const client = await new MongoClient(process.env.E2E_MONGODB_URI!).connect();
  try {
    const _id = new ObjectId();
    await client
      .db('partsmith-e2e')
      .collection('products')
      .insertOne({
        _id,
        name,
        description,
        ...searchFields({ name, description }),
        img: '/images/parts/timing-pulley.webp',
        quantity,
        received: quantity,
        priceCents,
        email: process.env.E2E_ADMIN_EMAIL,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    return { _id: _id.toHexString(), name, quantity, prize: priceCents / 100 };
  } finally {
    await client.close();
  }
}
