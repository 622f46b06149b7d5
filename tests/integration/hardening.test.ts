import { connect } from 'node:net';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

let customer: TestUser;

beforeAll(async () => {
  customer = await newCustomer('hardened');
});

const profile = {
  name: 'Hardened Buyer',
  phoneNumber: '+1 555 0100',
  education: 'MSc',
  img: 'https://example.com/hardened.png',
};

describe('cross-site requests riding the session cookie', () => {
  it('are refused with 403; same-site ones, bearer tokens and cookie-less callers are not affected', async () => {
    const post = (headers: Record<string, string>, auth: { cookie?: string; token?: string }) =>
      api('/api/myprofile', {
        method: 'POST',
        body: { ...profile, email: customer.email },
        headers,
        ...auth,
      });
    const cookie = { cookie: customer.cookie };
    expect((await post({ Origin: 'https://evil.example' }, cookie)).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' }, cookie)).status).toBe(403);
    expect((await post({ Origin: 'null' }, cookie)).status).toBe(403);
    const same = await post({ Origin: baseURL(), 'Sec-Fetch-Site': 'same-origin' }, cookie);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await post({}, cookie)).status).toBe(200);
    expect((await post({ Origin: 'https://evil.example' }, { token: customer.token })).status).toBe(200);
    // A cross-site DELETE and a form-style ship call are refused the same way.
    const del = await api('/api/order/0123456789abcdef01234567', {
      method: 'DELETE',
      cookie: customer.cookie,
      headers: { Origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
  });
});

describe('body caps', () => {
  it('refuse an oversized webhook before the signature is checked, and oversized sign-in forms', async () => {
    const webhook = await fetch(`${baseURL()}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
      body: 'x'.repeat(300 * 1024),
    });
    expect(webhook.status).toBe(413);
    const signIn = await fetch(`${baseURL()}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.co&password=${'p'.repeat(20 * 1024)}`,
      redirect: 'manual',
    });
    expect(signIn.status).toBe(413);
    const json = await api('/api/contact', {
      method: 'POST',
      body: { name: 'x', email: 'a@b.co', message: 'm'.repeat(70_000) },
    });
    expect(json.status).toBe(413);
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy on cached and dynamic pages, Stripe only on the payment pages', async () => {
    for (const path of ['/', '/parts', '/login', '/blogs']) {
      const response = await fetch(`${baseURL()}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('stripe.com');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const payment = await fetch(`${baseURL()}/dashboard/payment/0123456789abcdef01234567`, {
      headers: { Cookie: customer.cookie },
    });
    expect(payment.headers.get('content-security-policy')).toContain('https://js.stripe.com');
    // An invoice's card payment page loads Stripe.js too, with one policy; its order page does not.
    const invoicePayment = await fetch(
      `${baseURL()}/dashboard/company/invoices/0123456789abcdef01234567/pay`,
      { headers: { Cookie: customer.cookie } },
    );
    expect(invoicePayment.headers.get('content-security-policy')).toContain('https://js.stripe.com');
    expect(invoicePayment.headers.get('content-security-policy')?.match(/default-src/g)).toHaveLength(1);
    const companyPage = await fetch(`${baseURL()}/dashboard/company/invoices/0123456789abcdef01234567`, {
      headers: { Cookie: customer.cookie },
    });
    expect(companyPage.headers.get('content-security-policy')).not.toContain('stripe.com');
    const overHttps = await fetch(`${baseURL()}/blogs`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('odd input', () => {
  it.each([
    '/login?error=toString',
    '/login?code=constructor&error=CredentialsSignin',
    '/login?callbackUrl=%2F%2Fevil.example&error=__proto__',
    '/login?callbackUrl[]=x&callbackUrl=y',
    '/parts?sort=__proto__&page=1&page=2',
    '/parts?q[$gt]=&page[]=1',
    '/parts/%E0%A4%A',
    '/api/product/%E0%A4%A',
    '/sitemaps/%E0%A4%A',
    '/product/constructor',
    '/dashboard/payment/not-an-id',
    '/dashboard/manageorder?status=toString&from=2026-02-30&page=-1',
    '/dashboard/order?page=9999999999999',
    '/api/product/%24where',
    '/api/review?email[$ne]=x',
    '/api/allorder?page=1e3&limit=abc',
  ])('%s answers without a server error', async (path) => {
    const response = await fetch(`${baseURL()}${path}`, {
      headers: { Cookie: customer.cookie },
      redirect: 'manual',
    });
    expect(response.status).toBeLessThan(500);
  });
});

/** The seller's legal details a production start needs (invoices print them). */
const SELLER = {
  SELLER_NAME: 'Acme Fasteners Inc.',
  SELLER_ADDRESS: '5 Mill Street|Dayton, OH 45402|United States',
  SELLER_EMAIL: 'accounts@parts.example.com',
  SELLER_TAX_ID: 'EIN 12-3456789',
};

describe('production settings', () => {
  const check = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', '-e', "import('@/lib/env').then((m) => m.env())"],
      {
        env: {
          PATH: process.env.PATH,
          MONGODB_URI: 'mongodb://127.0.0.1:1',
          AUTH_SECRET: 'x'.repeat(40),
          NODE_ENV: 'production',
          ...env,
        },
        encoding: 'utf8',
      },
    );

  it('refuse test-only settings unless ALLOW_TEST_SETTINGS=1', () => {
    const refused = check({
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      AUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('STRIPE_API_BASE is for tests only');
    expect(refused.stderr).toContain('AUTH_GOOGLE_ISSUER is for tests only');
    expect(check({ STRIPE_API_BASE: 'http://127.0.0.1:9', ALLOW_TEST_SETTINGS: '1' }).status).toBe(0);
  });

  it('refuse to start production without a mail server and a sender', () => {
    const refused = check({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('SMTP_URL is required in production');
    expect(refused.stderr).toContain('MAIL_FROM is required in production');
    const wrong = check({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'not an address' });
    expect(wrong.stderr).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(wrong.stderr).toContain('MAIL_FROM must be an address or Name <address>');
    const set = check({
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      MAIL_FROM: 'Partsmith <orders@parts.example.com>',
      CONTACT_EMAIL: 'sales@parts.example.com',
      ...SELLER,
    });
    expect(set.status).toBe(0);
  });

  it("refuse to start production without the seller's legal details, which invoices print", () => {
    const others = {
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      MAIL_FROM: 'orders@parts.example.com',
      CONTACT_EMAIL: 'sales@parts.example.com',
    };
    const refused = check(others);
    expect(refused.status).not.toBe(0);
    for (const key of Object.keys(SELLER))
      expect(refused.stderr).toContain(`${key} is required in production (invoices and credit notes print`);
    expect(check({ ...others, ...SELLER, SELLER_EMAIL: 'accounts at example' }).stderr).toContain(
      'SELLER_EMAIL must be an email address',
    );
    expect(check({ ...others, ...SELLER }).status).toBe(0);
  });

  it("refuse to start production without the contact form's inbox, or with a malformed one", () => {
    const mail = {
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      MAIL_FROM: 'orders@parts.example.com',
      ...SELLER,
    };
    const refused = check(mail);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('CONTACT_EMAIL is required in production');
    const wrong = check({ ...mail, CONTACT_EMAIL: 'sales at parts.example.com' });
    expect(wrong.stderr).toContain('CONTACT_EMAIL must be an email address');
    expect(check({ ...mail, CONTACT_EMAIL: 'sales@parts.example.com' }).status).toBe(0);
  });

  it('refuse to seed production with the published admin email or password', () => {
    const seed = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/seed.ts'],
      {
        env: {
          PATH: process.env.PATH,
          MONGODB_URI: 'mongodb://127.0.0.1:1',
          AUTH_SECRET: 'x'.repeat(40),
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://127.0.0.1:1',
          MAIL_FROM: 'Partsmith <orders@parts.example.com>',
          CONTACT_EMAIL: 'sales@parts.example.com',
          ...SELLER,
          ADMIN_PASSWORD: 'a-real-secret-password',
        },
        encoding: 'utf8',
      },
    );
    expect(seed.status).not.toBe(0);
    expect(seed.stderr).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
  });
});

describe('odd request targets', () => {
  /** A raw HTTP/1.1 request, so the request-target is sent as written (fetch would make it a path). */
  async function raw(method: string, target: string): Promise<{ status: number; headers: string }> {
    const { hostname, port } = new URL(baseURL());
    const socket = connect(Number(port), hostname);
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    let text = '';
    for await (const chunk of socket) text += chunk.toString();
    const [head = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head };
  }

  it('GET * and HEAD * are refused with 400, OPTIONS * answered, never a 500', async () => {
    expect((await raw('GET', '*')).status).toBe(400);
    expect((await raw('HEAD', '*')).status).toBe(400);
    const options = await raw('OPTIONS', '*');
    expect(options.status).toBe(204);
    expect(options.headers).toMatch(/^Allow: GET, HEAD, POST/im);
  });

  it("a part's page asked for in capitals is sent to its one URL", async () => {
    const id = await createTestProduct({ quantity: 40 });
    const response = await fetch(`${baseURL()}/parts/${id.toUpperCase()}?ref=x`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`/parts/${id}?ref=x`);
  });

  it.each([
    ['/parts?q=bolt!', '/parts?q=bolt'],
    ['/parts?q=bolt+nut+a+b+c+d+e+f+junk9', '/parts?q=bolt+nut+a+b+c+d+e+f'],
    ['/parts?q=bolt&sort=name&page=1', '/parts?q=bolt'],
    ['/parts?q=bolt&q=nut', '/parts?q=bolt'],
    ['/parts?q=%20%20', '/parts'],
  ])('%s is another spelling of %s: a 308 there', async (asked, canonical) => {
    const response = await fetch(`${baseURL()}${asked}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!, baseURL());
    expect(location.pathname + location.search).toBe(canonical);
  });
});
