import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestUser } from './auth';
import { api } from './http';

// Price lists (issue 35) as a store admin makes them through the API, for tests of contract prices.

export type PriceList = {
  _id: string;
  code: string;
  validFrom: string | null;
  entryCount: number;
  error?: string;
};
export type EntriesReport = {
  written: boolean;
  entries: number;
  errors: { row: number; message: string }[];
  warnings: { row: number; message: string }[];
  error?: string;
};

/** A test part's number (tests/support/products.ts names them so). */
export const partNumberOf = (productId: string) => `T-${productId.slice(-8)}`;
/** A list code no other test uses. */
export const listCode = (label: string) => `${label}-${randomUUID().slice(0, 8)}`.toUpperCase();

export async function priceList(admin: TestUser, body: object): Promise<PriceList> {
  const made = await api<PriceList>('/api/price-lists', { method: 'POST', cookie: admin.cookie, body });
  expect(made.status, made.body.error).toBe(201);
  return made.body;
}

export const setEntries = (admin: TestUser, id: string, entries: object[], dryRun = false) =>
  api<EntriesReport>(`/api/price-lists/${id}/entries`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: { entries, dryRun },
  });
