import { expect } from 'vitest';
import type { TestUser } from './auth';
import { api } from './http';

// The store's shipping zones and tax rows as a test's store admin sets them up (issue 36).

/** A zone added through the API: its id and its methods' ids by name. */
export async function addZone(admin: TestUser, zone: Record<string, unknown>) {
  const made = await api<{ _id: string; methods: { id: string; name: string }[] }>('/api/shipping/zones', {
    method: 'POST',
    cookie: admin.cookie,
    body: zone,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return {
    id: made.body._id,
    methods: Object.fromEntries(made.body.methods.map((method) => [method.name, method.id])),
  };
}

/** A row of the tax table (a sales tax in force since 2020 unless `fields` say otherwise). */
export async function addTaxRate(admin: TestUser, fields: Record<string, unknown>) {
  const added = await api('/api/tax/rates', {
    method: 'POST',
    cookie: admin.cookie,
    body: { label: 'Sales tax', from: '2020-01-01', ...fields },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}
