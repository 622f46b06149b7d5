import { expect } from 'vitest';
import type { TestUser } from './auth';
import { api } from './http';

/** A category added through the admin's API (expects 201): at the top, or under `parentId`. */
export async function addCategory<
  Category extends { _id: string } = { _id: string; slug: string; path: string },
>(admin: TestUser, name: string, parentId: string | null = null): Promise<Category> {
  const response = await api<Category>('/api/categories', {
    method: 'POST',
    cookie: admin.cookie,
    body: { name, parentId },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
