import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, expect, registerCustomer, type Account } from './fixtures';
import { mailedLink } from './mail-links';

// A company set up through the API, for the journeys that test what comes after (approvals,
// paying as finance): each person an API client of their own, joined from their invitation mail.

const DETAILS = {
  taxId: 'DE123456789',
  phone: '+49 30 1234567',
  line1: '1 Works Road',
  city: 'Berlin',
  postalCode: '10115',
  country: 'de',
};

/** An API client signed in as `account`, for what this journey does not test by hand. */
export async function asPerson(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
  account: Account,
) {
  const api = await playwright.request.newContext({ baseURL });
  await apiSignIn(api, account);
  return api;
}

/** A company applied for by `founder` (its admin) and approved by the store; its id. */
export async function openCompany(
  founder: APIRequestContext,
  adminApi: APIRequestContext,
  name: string,
): Promise<string> {
  const applied = await founder.post('/api/company', { data: { name, ...DETAILS } });
  expect(applied.status()).toBe(201);
  const { _id } = (await applied.json()) as { _id: string };
  const approved = await adminApi.patch(`/api/companies/${_id}`, { data: { decision: 'approve' } });
  expect(approved.status()).toBe(200);
  return _id;
}

/** `person` joins the founder's company with `roles`, from the invitation mail's token. */
export async function join(
  founder: APIRequestContext,
  person: APIRequestContext,
  email: string,
  roles: string[],
) {
  expect((await founder.post('/api/company/invitations', { data: { email, roles } })).status()).toBe(201);
  const link = await mailedLink(email, 'You are invited', /\/invitation#token=[\w-]+/);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  expect((await person.post('/api/invitation/accept', { data: { token } })).status()).toBe(201);
}

/**
 * A new customer who opens a company (its admin and a buyer), with an API client of theirs: the
 * company buyer a journey then follows in a browser.
 */
export async function companyFounder(
  fixtures: {
    request: APIRequestContext;
    playwright: Parameters<typeof asPerson>[0];
    baseURL: string | undefined;
    adminApi: APIRequestContext;
  },
  label: string,
  companyName: string,
) {
  const buyer = await registerCustomer(fixtures.request, label);
  const buyerApi = await asPerson(fixtures.playwright, fixtures.baseURL!, buyer);
  await openCompany(buyerApi, fixtures.adminApi, companyName);
  return { buyer, buyerApi };
}
