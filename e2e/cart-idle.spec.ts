import type { Page, Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { fillCartThenSignIn } from './pages/cart-page';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// What /cart costs (issue 31): opening it reads the cart once, and a cart page left alone sends
// nothing. Showing the cart used to set the navbar's count, which the page took for a change of
// the cart and read it again: 8–12 requests a second for a visitor, 50 for a buyer, a frozen tab
// for an empty cart.

/** How long an idle page is watched: long enough for any loop to show many times over. */
const IDLE_MS = 10_000;

const isCartRead = (request: Request) => {
  const { pathname } = new URL(request.url());
  return (
    (pathname === '/api/cart' && request.method() === 'GET') ||
    (pathname === '/api/cart/view' && request.method() === 'POST')
  );
};

/**
 * Next's one-time prefetch of the routes a page links to (the navbar's and the footer's), and the
 * code those routes need: sent once, when the browser is next idle, which on a loaded machine can
 * be seconds after the page has settled. Anything else in the idle window is the page's own doing.
 */
const isLinkPrefetch = (request: Request) =>
  request.headers()['next-router-prefetch'] !== undefined ||
  new URL(request.url()).pathname.startsWith('/_next/static/');

/**
 * Opens /cart and waits for what it shows; answers the cart reads made while opening it, and every
 * request the page then sends while left alone for IDLE_MS. The window is an observation, not a
 * wait for something to happen: nothing should.
 */
async function openAndWatch(page: Page, shows: () => Promise<void>) {
  const opening: string[] = [];
  const countOpening = (request: Request) => {
    if (isCartRead(request)) opening.push(`${request.method()} ${request.url()}`);
  };
  // What the page itself still has on the way when it shows the cart (its session, the navbar's
  // count, its access token): all sent by then, as the page hydrated before it could show it.
  // Not Playwright's networkidle: Next's client leaves some prefetches unread until it aborts
  // them, 30 s later, which would make the wait, not the page, the slow part.
  const inFlight = new Set<Request>();
  const sent = (request: Request) => {
    countOpening(request);
    if (!isLinkPrefetch(request)) inFlight.add(request);
  };
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', sent);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto('/cart');
  await shows();
  await expect.poll(() => inFlight.size).toBe(0);
  page.off('request', sent);
  page.off('requestfinished', done);
  page.off('requestfailed', done);
  const idle: string[] = [];
  const prefetched: string[] = [];
  const countIdle = (request: Request) =>
    (isLinkPrefetch(request) ? prefetched : idle).push(`${request.method()} ${request.url()}`);
  page.on('request', countIdle);
  // The idle window being measured, not a wait for the page (it has shown everything already).
  await page.waitForTimeout(IDLE_MS);
  page.off('request', countIdle);
  // A prefetch is sent once; one sent again would be a loop of its own.
  expect(prefetched.filter((sent, index) => prefetched.indexOf(sent) !== index)).toEqual([]);
  return { opening, idle };
}

const showsEmpty = (page: Page) => () => expect(page.getByTestId('cart-empty')).toBeVisible();
const showsLines = (page: Page, count: number) => () =>
  expect(page.getByTestId('cart-line')).toHaveCount(count);

test.describe('an idle cart page sends nothing', () => {
  test('a visitor with an empty cart', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { opening, idle } = await openAndWatch(page, showsEmpty(page));
    expect(opening).toEqual([]);
    expect(idle).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor with lines', async ({ page }) => {
    const part = await insertPart({
      name: `Idle cart bolt ${randomBytes(3).toString('hex')}`,
      quantity: 500,
      priceCents: 120,
    });
    await page.goto(`/parts/${part._id}`);
    await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
    await expect(page.getByTestId('add-to-cart-status')).toHaveText('Added 30 to your cart');
    const { opening, idle } = await openAndWatch(page, showsLines(page, 1));
    expect(opening).toHaveLength(1);
    expect(idle).toEqual([]);
  });

  test('a signed-in buyer with an empty cart', async ({ page, customer }) => {
    const login = new LoginPage(page);
    await login.goto('/cart');
    await login.signIn(customer);
    await expect(page).toHaveURL(/\/cart$/);
    // The page sign-in lands on has read the cart (a read still on its way would count as the next one's).
    await showsEmpty(page)();
    const { opening, idle } = await openAndWatch(page, showsEmpty(page));
    expect(opening).toHaveLength(1);
    expect(idle).toEqual([]);
  });

  test('a signed-in buyer with lines, whose visitor cart joined at sign-in', async ({ page, customer }) => {
    const tag = randomBytes(3).toString('hex');
    const parts = [
      await insertPart({ name: `Idle cart nut ${tag}`, quantity: 500, priceCents: 120 }),
      await insertPart({ name: `Idle cart pin ${tag}`, quantity: 500, priceCents: 120 }),
    ];
    // Never "Your cart is empty" while the browser's lines join the account's.
    const flashes: string[] = [];
    page.on('console', (message) => {
      if (message.text() === 'cart-empty-shown') flashes.push(page.url());
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="cart-empty"]')) console.log('cart-empty-shown');
      }).observe(document, { childList: true, subtree: true });
    });
    await fillCartThenSignIn(page, parts, customer);
    expect(flashes).toEqual([]);
    // A buyer's cart also shows Delivery, which reads their saved addresses once as it appears:
    // part of opening the page (on a loaded machine it can start after the lines show).
    const addresses = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/addresses',
    );
    const { opening, idle } = await openAndWatch(page, async () => {
      await showsLines(page, 2)();
      await addresses;
    });
    expect(opening).toHaveLength(1);
    expect(idle).toEqual([]);
    expect(flashes).toEqual([]);
  });
});
