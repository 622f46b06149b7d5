import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { confirmationMail, removeFromInbox } from './inbox';

export type Account = { name: string; email: string; password: string };

export const ADMIN: Account = {
  name: 'Partsmith Admin',
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

export function uniqueEmail(label: string) {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * Creates a customer through the sign-up API (the UI sign-up has its own spec) and confirms its
 * address as its owner does, from the mailed link (the page posts the link's token), so that its
 * order mail goes (decision 0026); the confirmation mail is then deleted from the inbox, so a test
 * reads only the mail it causes. `confirmed: false` leaves the address unconfirmed.
 */
export async function registerCustomer(
  request: APIRequestContext,
  label = 'buyer',
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<Account> {
  const account = { name: `E2E ${label}`, email: uniqueEmail(label), password: 'e2e-password-1' };
  // A fresh client address per account: sign-up is rate-limited per address.
  const ip = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });
  const response = await request.post('/api/register', { data: account, headers: ip() });
  expect(response.status()).toBe(201);
  if (!confirmed) return account;
  const { mail, link } = await confirmationMail(account.email);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  const confirmation = await request.post('/api/account/email-confirmation/confirm', {
    data: { token },
    headers: ip(),
  });
  expect(confirmation.status()).toBe(200);
  await removeFromInbox(mail.id);
  return account;
}

/** Signs an API context in through Auth.js's credentials callback; its cookies then act as that user. */
export async function apiSignIn(request: APIRequestContext, account: Account) {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: '/' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).not.toContain('error=');
}

type Fixtures = { customer: Account; cspGuard: void; clientAddress: void };
type WorkerFixtures = { adminApi: APIRequestContext; adminDevice: Cookie[] };

/** What Chromium logs when the Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i;

export const test = base.extend<Fixtures, WorkerFixtures>({
  /**
   * Every test fails on a Content-Security-Policy violation in any of its pages, those of browser
   * contexts it makes itself included: the policy must never block something the store needs.
   */
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watchPage = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && CSP_VIOLATION.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      const watch = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created);
        return created;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Each browser a test opens is a client of its own address (the app trusts one proxy hop in
   * tests), as real buyers are: the sign-in limit per address (60 in 15 minutes) is for one
   * attacker's address, not for every browser of a whole e2e run coming from 127.0.0.1.
   */
  clientAddress: [
    async ({ context, browser, adminDevice }, use) => {
      const address = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });
      await context.setExtraHTTPHeaders(address());
      await context.addCookies(adminDevice);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options = {}) => {
        const created = await newContext({
          ...options,
          extraHTTPHeaders: { ...address(), ...options.extraHTTPHeaders },
        });
        await created.addCookies(adminDevice);
        return created;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  /**
   * The store admin's own browser: the device cookie of one sign-in (lib/auth/device-cookie.ts),
   * in every browser a test opens. It names the admin alone (anyone else signing in there is a
   * stranger to it), so customers' journeys stay first visits; the admin's journeys sign in, by
   * hand, from a browser the account knows, as a store's admin does. Else the run's ~50 admin
   * sign-ins from new browsers meet the limit on one email from unknown browsers (50 in 15
   * minutes), and the last admin journeys of a run were refused.
   */
  adminDevice: [
    async ({ playwright }, use) => {
      const context = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      await apiSignIn(context, ADMIN);
      const { cookies } = await context.storageState();
      await context.dispose();
      const device = cookies.filter((cookie) => cookie.name.endsWith('partsmith.device'));
      expect(device, 'the admin’s device cookie').toHaveLength(1);
      await use(device);
    },
    { scope: 'worker' },
  ],
  customer: async ({ request }, use) => {
    await use(await registerCustomer(request));
  },
  /**
   * An API client signed in as the seeded admin, separate from the page's browser session: once
   * per worker. Signed in per test, a whole run passed the sign-in limit of one email (50 in 15
   * minutes), and the journeys that sign the admin in by hand were refused late in the run.
   */
  adminApi: [
    async ({ playwright }, use) => {
      const context = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      await apiSignIn(context, ADMIN);
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
