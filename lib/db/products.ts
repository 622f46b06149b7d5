import 'server-only';
import type { ObjectId } from 'mongodb';
import { getDb } from './client';

export type ProductDoc = {
  _id: ObjectId;
  name: string;
  description: string;
  /** Image address: a path under public/, an /api/images/{id} URL or an image host URL. */
  img: string;
  /** Units in stock. */
  quantity: number;
  /** Unit price in integer cents (the API shows it as `prize` in dollars). */
  priceCents: number;
  /** Email of the admin who added it. */
  email: string;
  createdAt: Date;
  updatedAt: Date;
};

export async function productsCollection() {
  return (await getDb()).collection<ProductDoc>('products');
}

/** Catalog order is the order parts were added, so "the first 6" on the home page stay put. */
export async function listProducts(): Promise<ProductDoc[]> {
  return (await productsCollection()).find().sort({ createdAt: 1, _id: 1 }).toArray();
}

export async function findProduct(id: ObjectId): Promise<ProductDoc | null> {
  return (await productsCollection()).findOne({ _id: id });
}
