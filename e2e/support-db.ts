import { MongoClient, ObjectId } from 'mongodb';

/**
 * Test data straight into the e2e database (set up by global-setup), for parts whose stock a
 * test must control without touching the shared seeded catalog.
 */
export async function insertPart({
  name,
  quantity,
  priceCents,
}: {
  name: string;
  quantity: number;
  priceCents: number;
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
        description: `${name}, made for one e2e test.`,
        img: '/images/parts/timing-pulley.webp',
        quantity,
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
