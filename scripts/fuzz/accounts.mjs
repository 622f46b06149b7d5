// The callers and the data the fuzzing runs start from, made through the public API like a user would.
import { randomBytes } from 'node:crypto';

async function call(baseURL, path, { method = 'GET', body, cookie, headers = {} } = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${answer}`);
  return { response, body: answer ? JSON.parse(answer) : null };
}

const sessionCookies = (headers) => headers.getSetCookie().map((c) => c.split(';')[0]);

/** Auth.js's credentials sign-in; answers the session cookie. */
async function signIn(baseURL, email, password) {
  const csrf = await fetch(`${baseURL}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${baseURL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: sessionCookies(csrf.headers).join('; '),
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }),
  });
  const cookie = sessionCookies(response.headers).find((c) => c.startsWith('authjs.session-token='));
  if (!cookie) throw new Error(`sign-in failed for ${email}`);
  return cookie;
}

/** A signed-in account with its session cookie and access token. */
async function account(baseURL, email, password) {
  const cookie = await signIn(baseURL, email, password);
  const { body } = await call(baseURL, `/api/user/${encodeURIComponent(email)}`, {
    method: 'PUT',
    cookie,
    body: { email },
  });
  return { email, cookie, token: body.token };
}

/** A new customer who has ordered a part, reviewed the store and filled in a profile. */
async function customerWithHistory(baseURL, label, productId) {
  const email = `${label}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'fuzz-pass-12345';
  const { body: user } = await call(baseURL, '/api/register', {
    method: 'POST',
    body: { name: `Fuzz ${label}`, email, password },
  });
  const caller = await account(baseURL, email, password);
  const { body: order } = await call(baseURL, `/api/order/${productId}`, {
    method: 'POST',
    cookie: caller.cookie,
    body: { customerName: `Fuzz ${label}`, phoneNumber: '+1 555 0100', productQuantity: 30 },
  });
  const { body: review } = await call(baseURL, `/api/review/${user.id}`, {
    method: 'POST',
    cookie: caller.cookie,
    body: { rating: 4, customerFeedback: `Good parts (${label})` },
  });
  const { body: quote } = await call(baseURL, '/api/quotes', {
    method: 'POST',
    cookie: caller.cookie,
    body: { productId, quantity: 500, note: `A quote (${label})` },
  });
  await call(baseURL, '/api/myprofile', {
    method: 'POST',
    cookie: caller.cookie,
    body: {
      email,
      name: `Fuzz ${label}`,
      phoneNumber: '+1 555 0100',
      education: 'Mechanical engineering',
      img: 'https://images.example.com/me.png',
    },
  });
  return { ...caller, userId: user.id, orderId: order._id, reviewId: review._id, quoteId: quote._id };
}

/**
 * The admin, a customer who fuzzes, and a bystander whose orders, review and profile nobody but
 * the admin may touch; with the ids the fuzzer is given as examples so it reaches real objects.
 */
export async function prepareAccounts(baseURL, admin) {
  const { body: products } = await call(baseURL, '/api/product?page=1&limit=2');
  const productId = products[0]._id;
  const bystander = await customerWithHistory(baseURL, 'bystander', productId);
  const customer = await customerWithHistory(baseURL, 'customer', productId);
  const adminAccount = await account(baseURL, admin.email, admin.password);
  // Both quotes carry an offer, so accepting (one's own, or trying someone else's) is reachable.
  const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const { quoteId } of [customer, bystander]) {
    await call(baseURL, `/api/quotes/${quoteId}`, {
      method: 'PATCH',
      cookie: adminAccount.cookie,
      body: { unitPrize: 9.5, validUntil },
    });
  }
  return {
    admin: adminAccount,
    customer,
    bystander,
    examples: {
      id: [
        productId,
        products[1]._id,
        customer.orderId,
        bystander.orderId,
        bystander.reviewId,
        customer.quoteId,
        bystander.quoteId,
        customer.userId,
      ],
      email: [customer.email, bystander.email, admin.email],
    },
  };
}
