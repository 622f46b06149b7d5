import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRouteList } from '@/lib/http/api-routes.mjs';
import { signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, member } from '../support/companies';
import { api } from '../support/http';
import { payAtStripe } from '../support/payments';
import { createTestProduct } from '../support/products';

// The isolation sweep of company accounts (issue 34), generated from the route files: for every
// route that takes an id or an email, a member of company X holding every role asks for company
// Y's resource and must be refused without learning it exists. The table says what each route's
// id names; a new route with an id and no row here fails the first test.

/** What a route's path value names, and so which of Y's things it is asked for. */
type Kind =
  | 'order'
  | 'quote'
  | 'list'
  | 'member'
  | 'invitation'
  | 'location'
  /** Y's buyer's saved address (their address book). */
  | 'address'
  /** Y's buyer's return (RMA) of a delivered order. */
  | 'return'
  /** Y's requisition, by its number (RQ-000012). */
  | 'requisition'
  /** Y's buyer's email: routes of one's own account (403: not yours). */
  | 'email'
  /** Store admins' routes: refused before any lookup (403). */
  | 'store-admin'
  /** Ids of public things (a part, an image) or of the caller's own cart: no company's resource. */
  | 'public';

const ROUTES: Record<string, Kind> = {
  '/api/order/{id}': 'order',
  '/api/company/invoices/{id}/payment': 'order',
  '/api/order/{id}/invoice': 'order',
  '/api/order/{id}/credit-notes/{refundId}': 'order',
  '/api/order/{id}/delivered': 'order',
  '/api/order/{id}/refunds': 'store-admin',
  '/api/order/{id}/ship': 'store-admin',
  '/api/order/{id}/shipments': 'store-admin',
  '/api/cart/reorder/{id}': 'order',
  '/api/quotes/{id}': 'quote',
  '/api/quotes/{id}/accept': 'quote',
  '/api/quotes/{id}/approval': 'quote',
  '/api/quotes/{id}/pdf': 'quote',
  '/api/order/{id}/returns': 'order',
  '/api/returns/{id}': 'return',
  '/api/returns/{id}/label': 'return',
  '/api/addresses/{id}': 'address',
  '/api/lists/{id}': 'list',
  '/api/lists/{id}/cart': 'list',
  '/api/lists/{id}/csv': 'list',
  '/api/lists/{id}/sharing': 'list',
  '/api/company/members/{id}': 'member',
  '/api/company/invitations/{id}': 'invitation',
  '/api/company/invitations/{id}/resend': 'invitation',
  '/api/company/locations/{id}': 'location',
  '/api/company/requisitions/{number}': 'requisition',
  '/api/company/requisitions/{number}/approve': 'requisition',
  '/api/company/requisitions/{number}/reject': 'requisition',
  '/api/companies/{id}': 'store-admin',
  '/api/companies/{id}/members': 'store-admin',
  '/api/companies/{id}/payments': 'store-admin',
  '/api/companies/{id}/payments/reversals': 'store-admin',
  '/api/companies/{id}/terms': 'store-admin',
  '/api/companies/{id}/tax-exemption': 'store-admin',
  '/api/shipping/zones/{id}': 'store-admin',
  '/api/categories/{id}': 'store-admin',
  '/api/categories/{id}/attributes': 'store-admin',
  '/api/tax/rates/{id}': 'store-admin',
  '/api/mail/{id}/retry': 'store-admin',
  '/api/price-lists/{id}': 'store-admin',
  '/api/price-lists/{id}/entries': 'store-admin',
  '/api/price-lists/{id}/export': 'store-admin',
  '/api/price-lists/{id}/import': 'store-admin',
  '/api/reviews/{id}': 'store-admin',
  '/api/user/admin/{email}': 'store-admin',
  '/api/admin/{email}': 'store-admin',
  '/api/user/{email}': 'email',
  '/api/myprofile/{email}': 'email',
  '/api/product/{id}': 'public',
  '/api/images/{id}': 'public',
  '/api/review/{id}': 'public',
  '/api/cart/lines/{id}': 'public',
};

/** Methods whose id names something else than the route's other methods do. */
const METHOD_KINDS: Record<string, Kind> = {
  // The spec's purchase: POST /api/order/{productId}.
  'POST /api/order/{id}': 'public',
  // Answering a quote is the store's.
  'PATCH /api/quotes/{id}': 'store-admin',
};

const kindOf = (method: string, route: string): Kind => METHOD_KINDS[`${method} ${route}`] ?? ROUTES[route]!;

/** A body each method would accept, so the answer is the guard's, not the validation's. */
const BODIES: Record<string, unknown> = {
  'PATCH /api/order/{id}': { transactionId: 'pi_isolation' },
  'POST /api/quotes/{id}/accept': {},
  'POST /api/quotes/{id}/approval': {},
  'PATCH /api/quotes/{id}': { decline: true },
  'PATCH /api/lists/{id}': { name: 'Not yours' },
  'PUT /api/lists/{id}/sharing': { shared: false },
  'PATCH /api/company/members/{id}': { roles: ['buyer'] },
  'PATCH /api/company/locations/{id}': {
    label: 'Not yours',
    line1: '1 Road',
    city: 'Town',
    postalCode: '1000',
    country: 'US',
  },
  'POST /api/order/{id}/refunds': {},
  'POST /api/order/{id}/returns': { lines: [{ part: 'NOT-YOURS', quantity: 1 }], reason: 'damaged' },
  'POST /api/returns/{id}': { step: 'cancel' },
  'PATCH /api/company/invoices/{id}/payment': { transactionId: 'pi_not_yours' },
  'POST /api/order/{id}/shipments': { lines: [{ productId: '0'.repeat(24), quantity: 1 }], carrier: 'other' },
  'POST /api/company/requisitions/{number}/reject': { reason: 'Not yours' },
  'PATCH /api/companies/{id}': { decision: 'suspend', reason: 'not yours' },
  'POST /api/companies/{id}/members': { email: 'someone@example.com', roles: ['buyer'] },
  'PUT /api/companies/{id}/terms': { terms: 'net30', creditLimit: 1000 },
  'PUT /api/addresses/{id}': {
    label: 'Not yours',
    line1: '1 X Road',
    city: 'Xtown',
    postalCode: '1000',
    country: 'US',
  },
  'PUT /api/companies/{id}/tax-exemption': { certificate: { number: 'NOT-YOURS', expiresDay: '2030-01-01' } },
  'PUT /api/shipping/zones/{id}': {
    name: 'Not yours',
    areas: [{ country: 'AQ' }],
    methods: [{ name: 'Pickup', kind: 'pickup' }],
  },
  'PUT /api/categories/{id}': { name: 'Not yours' },
  'PUT /api/categories/{id}/attributes': { attributes: [] },
  'POST /api/companies/{id}/payments': { amount: 10, valueDate: '2026-11-28', reference: 'not yours' },
  'POST /api/companies/{id}/payments/reversals': { reference: 'not yours', reason: 'not yours' },
  'PATCH /api/reviews/{id}': { hidden: true },
  'PUT /api/price-lists/{id}': { code: 'NOT-YOURS', name: 'Not yours', everyCompany: true },
  'PUT /api/price-lists/{id}/entries': { entries: [] },
  'PUT /api/user/{email}': { email: 'set-below' },
};

const EXPECTED: Record<Exclude<Kind, 'public'>, number> = {
  order: 404,
  quote: 404,
  list: 404,
  member: 404,
  invitation: 404,
  location: 404,
  address: 404,
  requisition: 404,
  return: 404,
  email: 403,
  'store-admin': 403,
};

let outsider: TestUser;
let ids: Record<Exclude<Kind, 'public' | 'store-admin'>, string>;

beforeAll(async () => {
  const [x, y] = await Promise.all([approvedCompany('sweep-x'), approvedCompany('sweep-y')]);
  const [xAll, yBuyer] = await Promise.all([
    member(x, ['admin', 'buyer', 'approver', 'finance'], 'sweep-x-all'),
    member(y, ['buyer'], 'sweep-y-buyer'),
  ]);
  outsider = xAll;
  // Y's things: a location, an invitation, its buyer's order, quote and saved list.
  const location = await api<{ shipTos: { id: string }[] }>('/api/company/locations', {
    method: 'POST',
    cookie: y.admin.cookie,
    body: { label: 'Y dock', line1: '1 Y Road', city: 'Ytown', postalCode: '1000', country: 'US' },
  });
  const invitation = await api<{ _id: string }>('/api/company/invitations', {
    method: 'POST',
    cookie: y.admin.cookie,
    body: { email: `sweep-y-invitee-${Date.now()}@example.com`, roles: ['buyer'] },
  });
  const productId = await createTestProduct({ quantity: 500, priceCents: 300 });
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { lines: [{ productId, quantity: 40 }] },
  });
  const list = await api<{ _id: string }>('/api/lists', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { name: 'Y list' },
  });
  const order = await api<{ _id: string }>('/api/cart/checkout', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { customerName: 'Y Buyer', phoneNumber: '+1 555 0100' },
  });
  // Y's order paid, shipped and delivered, and a return of a unit asked for.
  const admin = await signedInAdmin();
  expect((await payAtStripe(yBuyer, order.body._id)).status).toBe(200);
  await api(`/api/order/${order.body._id}/ship`, { method: 'POST', cookie: admin.cookie });
  await api(`/api/order/${order.body._id}/delivered`, { method: 'POST', cookie: yBuyer.cookie });
  const asked = await api<{ _id: string }>(`/api/order/${order.body._id}/returns`, {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { lines: [{ part: productId, quantity: 1 }], reason: 'damaged' },
  });
  const quote = await api<{ _id: string }>('/api/quotes', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { productId, quantity: 40 },
  });
  // And a requisition: Y's rules send every order to an approver now.
  await api('/api/company/rules', {
    method: 'PUT',
    cookie: y.admin.cookie,
    body: { aboveAmount: 1, moreLinesThan: null, overLimit: false, windowDays: 7 },
  });
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { lines: [{ productId, quantity: 40 }] },
  });
  const requisition = await api<{ number: string }>('/api/company/requisitions', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { customerName: 'Y Buyer', phoneNumber: '+1 555 0100' },
  });
  const address = await api<{ _id: string }[]>('/api/addresses', {
    method: 'POST',
    cookie: yBuyer.cookie,
    body: { label: 'Y home', line1: '2 Y Road', city: 'Ytown', postalCode: '1000', country: 'US' },
  });
  // Shared with Y: every member of Y uses it, nobody of X.
  const shared = await api(`/api/lists/${list.body._id}/sharing`, {
    method: 'PUT',
    cookie: yBuyer.cookie,
    body: { shared: true },
  });
  for (const made of [location, invitation, list, shared, order, asked, quote, requisition, address])
    expect(made.status).toBeLessThan(300);
  ids = {
    order: order.body._id,
    quote: quote.body._id,
    list: list.body._id,
    member: yBuyer.memberId,
    invitation: invitation.body._id,
    location: location.body.shipTos[0]!.id,
    address: address.body[0]!._id,
    requisition: requisition.body.number,
    return: asked.body._id,
    email: yBuyer.email,
  };
}, 120_000);

const routes = (): [string, string[]][] =>
  apiRouteList(path.resolve(import.meta.dirname, '../../app/api')).filter(
    ([route]: [string]) => route.includes('{') && !route.includes('{...'),
  );

describe('the company isolation sweep', () => {
  it('knows what every route with an id names', () => {
    expect(
      routes()
        .map(([route]) => route)
        .sort(),
    ).toEqual(Object.keys(ROUTES).sort());
  });

  it("refuses a member of another company each of company Y's resources, on every method", async () => {
    const answers: string[] = [];
    for (const [route, methods] of routes()) {
      for (const method of methods) {
        const kind = kindOf(method, route);
        if (kind === 'public') continue;
        const id = kind === 'store-admin' ? '0'.repeat(24) : ids[kind];
        const email = kind === 'store-admin' ? ids.email : id;
        const url = route
          .replace('{id}', encodeURIComponent(id))
          .replace('{number}', encodeURIComponent(id))
          .replace('{email}', encodeURIComponent(email))
          .replace('{refundId}', '0'.repeat(24));
        const body = BODIES[`${method} ${route}`];
        const sent = body && typeof body === 'object' && 'email' in body ? { email } : body;
        const answer = await api(url, {
          method,
          cookie: outsider.cookie,
          body: method === 'GET' || method === 'DELETE' ? undefined : (sent ?? {}),
        });
        answers.push(`${method} ${route} → ${answer.status}`);
      }
    }
    const expected = answers.map((line) => {
      const [method, route] = line.split(' ') as [string, string];
      return `${method} ${route} → ${EXPECTED[kindOf(method, route) as Exclude<Kind, 'public'>]}`;
    });
    expect(answers).toEqual(expected);
  }, 120_000);
});
