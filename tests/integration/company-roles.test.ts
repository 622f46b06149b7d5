import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRouteList } from '@/lib/http/api-routes.mjs';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, companyDetails, member, type TestCompany } from '../support/companies';
import { api } from '../support/http';
import { createTestProduct } from '../support/products';

// The role matrix of company accounts (issue 34): every company route × every kind of caller →
// the status it must answer, one table with no empty cell. The table's rows are checked against
// the route files: a new company route without its row fails here.

const WHO = ['admin', 'buyer', 'approver', 'finance', 'outsider', 'storeAdmin', 'anonymous'] as const;
type Who = (typeof WHO)[number];

/** What a cell's call needs: a member to act on, an invitation, a company (fresh where it succeeds). */
type Target = {
  memberId: string;
  invitationId: string;
  companyId: string;
  locationId: string;
  /** A requisition the company's admin (a buyer too) asked for. */
  requisition: string;
};

type Row = {
  route: string;
  /** What a call that succeeds changes, so it gets a fresh one (refused calls change nothing). */
  changes?: keyof Target;
  expect: Record<Who, number>;
  call: (cookie: string | undefined, target: Target) => { path: string; body?: unknown };
};

/** Member-only routes: roles decide; no company is a 404 (its own company is the only one named). */
const companyRoute = (adminStatus: number, others: number, open = false): Record<Who, number> => ({
  admin: adminStatus,
  buyer: open ? adminStatus : others,
  approver: open ? adminStatus : others,
  finance: open ? adminStatus : others,
  outsider: 404,
  storeAdmin: 404,
  anonymous: 401,
});
/** Store admin routes. */
const storeRoute = (ok: number): Record<Who, number> => ({
  admin: 403,
  buyer: 403,
  approver: 403,
  finance: 403,
  outsider: 403,
  storeAdmin: ok,
  anonymous: 401,
});

const LOCATION = {
  label: 'Matrix dock',
  line1: '1 Matrix Road',
  city: 'Grid',
  postalCode: '1000',
  country: 'US',
};

const EVERY_ORDER = { aboveAmount: 1, moreLinesThan: null, overLimit: false, windowDays: 7 };

const newEmail = () => `matrix-${randomBytes(4).toString('hex')}@example.com`;

const ROWS: Row[] = [
  {
    route: 'GET /api/company',
    expect: { ...companyRoute(200, 200, true), outsider: 200, storeAdmin: 200 },
    call: () => ({ path: '/api/company' }),
  },
  {
    route: 'POST /api/company',
    // Members already belong to one; anyone else may apply.
    expect: { ...companyRoute(409, 409, true), outsider: 201, storeAdmin: 201 },
    call: () => ({ path: '/api/company', body: companyDetails() }),
  },
  {
    route: 'GET /api/company/members',
    expect: companyRoute(200, 200, true),
    call: () => ({ path: '/api/company/members' }),
  },
  {
    route: 'PATCH /api/company/members/{id}',
    changes: 'memberId',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/members/${t.memberId}`, body: { roles: ['buyer', 'finance'] } }),
  },
  {
    route: 'DELETE /api/company/members/{id}',
    changes: 'memberId',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/members/${t.memberId}` }),
  },
  {
    route: 'GET /api/company/invitations',
    expect: companyRoute(200, 403),
    call: () => ({ path: '/api/company/invitations' }),
  },
  {
    route: 'POST /api/company/invitations',
    expect: companyRoute(201, 403),
    call: () => ({ path: '/api/company/invitations', body: { email: newEmail(), roles: ['buyer'] } }),
  },
  {
    route: 'DELETE /api/company/invitations/{id}',
    changes: 'invitationId',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/invitations/${t.invitationId}` }),
  },
  {
    route: 'POST /api/company/invitations/{id}/resend',
    changes: 'invitationId',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/invitations/${t.invitationId}/resend` }),
  },
  {
    route: 'PATCH /api/company',
    expect: companyRoute(200, 403),
    call: () => ({ path: '/api/company', body: companyDetails() }),
  },
  {
    route: 'GET /api/company/locations',
    // A buyer in no company may use none: an empty list (checkout asks every buyer).
    expect: { ...companyRoute(200, 200, true), outsider: 200, storeAdmin: 200 },
    call: () => ({ path: '/api/company/locations' }),
  },
  {
    route: 'POST /api/company/locations',
    expect: companyRoute(201, 403),
    call: () => ({ path: '/api/company/locations', body: LOCATION }),
  },
  {
    route: 'PATCH /api/company/locations/{id}',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/locations/${t.locationId}`, body: LOCATION }),
  },
  {
    route: 'DELETE /api/company/locations/{id}',
    changes: 'locationId',
    expect: companyRoute(200, 403),
    call: (_c, t) => ({ path: `/api/company/locations/${t.locationId}` }),
  },
  {
    route: 'GET /api/company/spending',
    expect: companyRoute(200, 200, true),
    call: () => ({ path: '/api/company/spending' }),
  },
  {
    route: 'GET /api/company/checkout',
    // Checkout asks it of every buyer: outside a company, nothing to offer.
    expect: { ...companyRoute(200, 200, true), outsider: 200, storeAdmin: 200 },
    call: () => ({ path: '/api/company/checkout' }),
  },
  {
    route: 'GET /api/company/orders',
    expect: { ...companyRoute(200, 200, true), buyer: 403 },
    call: () => ({ path: '/api/company/orders' }),
  },
  {
    // Finance pays the company's invoices; no order has this id, so finance reads 404.
    route: 'POST /api/company/invoices/{id}/payment',
    expect: { ...companyRoute(403, 403), finance: 404 },
    call: () => ({ path: `/api/company/invoices/${'0'.repeat(24)}/payment` }),
  },
  {
    route: 'PATCH /api/company/invoices/{id}/payment',
    expect: { ...companyRoute(403, 403), finance: 404 },
    call: () => ({
      path: `/api/company/invoices/${'0'.repeat(24)}/payment`,
      body: { transactionId: 'pi_matrix' },
    }),
  },
  {
    route: 'GET /api/company/statement',
    expect: { ...companyRoute(200, 403), finance: 200 },
    call: () => ({ path: '/api/company/statement?from=2026-11-01&to=2026-11-30' }),
  },
  {
    route: 'GET /api/company/quotes',
    expect: { ...companyRoute(200, 200, true), buyer: 403 },
    call: () => ({ path: '/api/company/quotes' }),
  },
  {
    route: 'PUT /api/company/rules',
    expect: companyRoute(200, 403),
    // Every order needs approval in this company (the requisition rows below ask for some).
    call: () => ({ path: '/api/company/rules', body: EVERY_ORDER }),
  },
  {
    route: 'GET /api/company/requisitions',
    expect: companyRoute(200, 200, true),
    call: () => ({ path: '/api/company/requisitions' }),
  },
  {
    route: 'POST /api/company/requisitions',
    // A buyer's empty cart is a 422: the role passed.
    expect: { ...companyRoute(422, 403), buyer: 422 },
    call: () => ({
      path: '/api/company/requisitions',
      body: { customerName: 'M', phoneNumber: '+1 555 0100' },
    }),
  },
  {
    route: 'GET /api/company/requisitions/{number}',
    // The admin asked for it; a buyer sees only their own.
    expect: { ...companyRoute(200, 200, true), buyer: 404 },
    call: (_c, t) => ({ path: `/api/company/requisitions/${t.requisition}` }),
  },
  {
    route: 'POST /api/company/requisitions/{number}/approve',
    changes: 'requisition',
    // The admin asked for it: another decides.
    expect: { ...companyRoute(403, 403), approver: 200 },
    call: (_c, t) => ({ path: `/api/company/requisitions/${t.requisition}/approve`, body: {} }),
  },
  {
    route: 'POST /api/company/requisitions/{number}/reject',
    changes: 'requisition',
    expect: { ...companyRoute(403, 403), approver: 200 },
    call: (_c, t) => ({
      path: `/api/company/requisitions/${t.requisition}/reject`,
      body: { reason: 'matrix' },
    }),
  },
  { route: 'GET /api/companies', expect: storeRoute(200), call: () => ({ path: '/api/companies' }) },
  {
    route: 'POST /api/companies',
    expect: storeRoute(201),
    call: () => ({ path: '/api/companies', body: { ...companyDetails(), adminEmail: 'set-below' } }),
  },
  {
    route: 'GET /api/companies/{id}',
    expect: storeRoute(200),
    call: (_c, t) => ({ path: `/api/companies/${t.companyId}` }),
  },
  {
    route: 'PATCH /api/companies/{id}',
    changes: 'companyId',
    expect: storeRoute(200),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}`,
      body: { decision: 'suspend', reason: 'matrix' },
    }),
  },
  {
    route: 'GET /api/companies/{id}/members',
    expect: storeRoute(200),
    call: (_c, t) => ({ path: `/api/companies/${t.companyId}/members` }),
  },
  {
    route: 'POST /api/companies/{id}/members',
    expect: storeRoute(201),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}/members`,
      body: { email: 'set-below', roles: ['buyer'] },
    }),
  },
  {
    route: 'POST /api/companies/{id}/payments',
    expect: storeRoute(201),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}/payments`,
      body: { amount: 10, valueDate: '2026-11-28', reference: 'matrix' },
    }),
  },
  {
    // The payment the row above booked, undone (a repeat answers the same reversal).
    route: 'POST /api/companies/{id}/payments/reversals',
    expect: storeRoute(201),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}/payments/reversals`,
      body: { reference: 'matrix', reason: 'matrix' },
    }),
  },
  {
    route: 'PUT /api/companies/{id}/terms',
    expect: storeRoute(200),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}/terms`,
      body: { terms: 'net30', creditLimit: 500 },
    }),
  },
  {
    route: 'PUT /api/companies/{id}/tax-exemption',
    expect: storeRoute(200),
    call: (_c, t) => ({
      path: `/api/companies/${t.companyId}/tax-exemption`,
      body: { certificate: { number: 'MATRIX-1', expiresDay: '2030-12-31' } },
    }),
  },
];

const METHOD_OF = (route: string) => route.split(' ')[0]!;

let company: TestCompany;
let people: Record<Exclude<Who, 'anonymous' | 'admin'>, TestUser>;

beforeAll(async () => {
  company = await approvedCompany('matrix');
  const [buyer, approver, finance, outsider, storeAdmin] = await Promise.all([
    member(company, ['buyer'], 'matrix-buyer'),
    member(company, ['approver'], 'matrix-approver'),
    member(company, ['finance'], 'matrix-finance'),
    newCustomer('matrix-outsider'),
    signedInAdmin(),
  ]);
  people = { buyer, approver, finance, outsider, storeAdmin };
  // What refused calls name: a member, an invitation and the company itself (they change none).
  shared = {
    memberId: buyer.memberId,
    invitationId: await invitationId(),
    companyId: company.id,
    locationId: await locationId(),
    requisition: await requisition(),
  };
}, 120_000);

let shared: Target;

/** The target of one cell: a fresh one of what a call that succeeds changes, else the shared one. */
async function targetFor(changes: keyof Target | undefined): Promise<Target> {
  if (changes === 'memberId')
    return { ...shared, memberId: (await member(company, ['buyer'], 'matrix-target')).memberId };
  if (changes === 'companyId') return { ...shared, companyId: (await approvedCompany('matrix-other')).id };
  if (changes === 'invitationId') return { ...shared, invitationId: await invitationId() };
  if (changes === 'locationId') return { ...shared, locationId: await locationId() };
  if (changes === 'requisition') return { ...shared, requisition: await requisition() };
  return shared;
}

async function locationId(): Promise<string> {
  const added = await api<{ shipTos: { id: string }[] }>('/api/company/locations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: LOCATION,
  });
  return added.body.shipTos.at(-1)!.id;
}

/** The company's admin (a buyer too) asks for approval of a cart of one part. */
async function requisition(): Promise<string> {
  await api('/api/company/rules', { method: 'PUT', cookie: company.admin.cookie, body: EVERY_ORDER });
  const productId = await createTestProduct({ quantity: 500, priceCents: 300 });
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: { lines: [{ productId, quantity: 40 }] },
  });
  const asked = await api<{ number: string }>('/api/company/requisitions', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: { customerName: 'Matrix Admin', phoneNumber: '+1 555 0100' },
  });
  expect(asked.status).toBe(201);
  return asked.body.number;
}

async function invitationId(): Promise<string> {
  const invited = await api<{ _id: string }>('/api/company/invitations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: { email: newEmail(), roles: ['buyer'] },
  });
  return invited.body._id;
}

/** A body's 'set-below' fields filled with a fresh customer's email (who belongs to no company). */
async function withCustomers(body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object') return body;
  const entries = Object.entries(body);
  if (!entries.some(([, value]) => value === 'set-below')) return body;
  const { email } = await newCustomer('matrix-added');
  return Object.fromEntries(entries.map(([key, value]) => [key, value === 'set-below' ? email : value]));
}

describe('the company role matrix', () => {
  it('has a row for every company route and method, and no other', () => {
    const routes = apiRouteList(path.resolve(import.meta.dirname, '../../app/api'))
      .filter(([route]: [string]) => /^\/api\/compan(y|ies)(\/|$)/.test(route))
      .flatMap(([route, methods]: [string, string[]]) => methods.map((method) => `${method} ${route}`));
    expect(ROWS.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  for (const row of ROWS)
    it(`${row.route}: ${WHO.map((who) => `${who} ${row.expect[who]}`).join(', ')}`, async () => {
      for (const who of WHO) {
        const target = await targetFor(row.expect[who] < 300 ? row.changes : undefined);
        const cookie =
          who === 'anonymous' ? undefined : who === 'admin' ? company.admin.cookie : people[who].cookie;
        const { path: url, body } = row.call(cookie, target);
        const filled = await withCustomers(body);
        const answer = await api(url, { method: METHOD_OF(row.route), cookie, body: filled });
        expect(answer.status, `${row.route} as ${who}: ${JSON.stringify(answer.body)}`).toBe(row.expect[who]);
      }
    }, 180_000);
});
