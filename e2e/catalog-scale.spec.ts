import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { Navbar } from './pages/navbar';
import { PartsPage } from './pages/parts-page';
import { insertPart } from './support-db';
import { auditScreens, publicScreens } from './axe';

/** 30 parts sharing a made-up word: two pages of results, whatever else the catalog holds. */
async function insertFamily(count = 30) {
  const word = `fam${randomBytes(3).toString('hex')}`;
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    const name = `Family ${word} ${String(i).padStart(2, '0')}`;
    parts.push(await insertPart({ name, quantity: 100 + i, priceCents: 5000 - i * 100 }));
  }
  return { word, parts };
}

const cardNames = (page: Page) => new PartsPage(page).cards.getByRole('heading').allTextContents();

test('search finds a part by a word of its description', async ({ page }) => {
  const marker = `tribo${randomBytes(3).toString('hex')}`;
  const part = await insertPart({
    name: `Bronze Bushing ${randomBytes(2).toString('hex')}`,
    quantity: 90,
    priceCents: 310,
    description: `Oil-impregnated sintered bronze bushing with a ${marker} coating.`,
  });
  await page.goto('/parts');
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(marker.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/parts\\?q=${marker.toUpperCase()}$`));
  await expect(page.getByRole('status')).toHaveText(`Showing 1–1 of 1 part for “${marker.toUpperCase()}”`);
  await expect(new PartsPage(page).card(part.name)).toContainText('Prize: $3.10');

  await page.goto(`/parts?q=${marker}xyz`);
  await expect(page.getByRole('status')).toHaveText(`No parts match “${marker}xyz”.`);
  await page.getByRole('link', { name: 'Show all parts' }).click();
  await expect(page).toHaveURL(/\/parts$/);
});

test('sort by price orders the cards; page 2 shows the next 24 and none of page 1', async ({ page }) => {
  const { word } = await insertFamily();
  await page.goto(`/parts?q=${word}`);
  await page
    .getByRole('navigation', { name: 'Sort parts' })
    .getByRole('link', { name: 'Price: low to high' })
    .click();
  await expect(page).toHaveURL(new RegExp(`sort=price-asc`));
  await expect(page.getByRole('status')).toHaveText(`Showing 1–24 of 30 parts for “${word}”`);
  const prices = await new PartsPage(page).cards
    .getByText(/^Prize: \$/)
    .allTextContents()
    .then((texts) => texts.map((t) => Number(t.replace(/[^\d.]/g, ''))));
  expect(prices).toHaveLength(24);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const first = await cardNames(page);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status')).toHaveText(`Showing 25–30 of 30 parts for “${word}”`);
  const second = await cardNames(page);
  expect(second).toHaveLength(6);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/parts?page=2 carries the names, the ItemList JSON-LD and SIGN IN', async ({ page }) => {
    const { word, parts } = await insertFamily();
    await page.goto(`/parts?q=${word}&page=2`);
    for (const part of parts.slice(24)) {
      await expect(page.getByRole('heading', { name: part.name, exact: true })).toBeVisible();
    }
    await expect(new PartsPage(page).cards).toHaveCount(6);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement[0].position).toBe(25);
    await expect(new Navbar(page).signIn).toBeVisible();
  });
});

test('/parts/{id} has its Product JSON-LD, links to the purchase page and is in the sitemap', async ({
  page,
  request,
}) => {
  const part = await insertPart({
    name: `Linear Guide ${randomBytes(2).toString('hex')}`,
    quantity: 75,
    priceCents: 12900,
  });
  await page.goto(`/parts?q=${encodeURIComponent(part.name)}`);
  await new PartsPage(page).card(part.name).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/parts/${part._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
  await expect(page.getByText('Prize: $129.00')).toBeVisible();
  await expect(page.getByText('Quantity: 75')).toBeVisible();
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((all) => all.map((text) => JSON.parse(text)));
  expect(ld.find((d) => d['@type'] === 'Product')).toMatchObject({
    name: part.name,
    offers: { price: '129.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', part.name);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Parts' }).click();
  await expect(page).toHaveURL(/\/parts$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=%2Fproduct%2F${part._id}`));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/parts/${part._id}</loc>`);
  expect(sitemap).not.toContain('/product/');
});

test('the navbar shows a signed-in customer DASHBOARD, LOG OUT and the email prefix on cached pages', async ({
  page,
  customer,
}) => {
  const navbar = new Navbar(page);
  await page.goto('/parts');
  await expect(navbar.signIn).toBeVisible();
  const login = new LoginPage(page);
  await login.goto('/parts');
  await login.signIn(customer);
  await expect(page).toHaveURL(/\/parts$/);
  for (const path of ['/parts', '/']) {
    await page.goto(path);
    await expect(navbar.dashboard).toBeVisible();
    await expect(navbar.logOut).toBeVisible();
    await expect(navbar.emailPrefix).toHaveText(customer.email.slice(0, 8));
    await expect(navbar.signIn).toHaveCount(0);
  }
});

test("an admin's edit shows on /parts and /parts/{id} at once", async ({ page, adminApi }) => {
  const part = await insertPart({
    name: `Tension Roller ${randomBytes(2).toString('hex')}`,
    quantity: 80,
    priceCents: 2500,
  });
  const parts = new PartsPage(page);
  await parts.search(part.name);
  await expect(parts.card(part.name)).toContainText('Prize: $25.00');
  await page.goto(`/parts/${part._id}`);
  await expect(page.getByText('Prize: $25.00')).toBeVisible();
  const edited = await adminApi.patch(`/api/product/${part._id}`, { data: { prize: '27.50' } });
  expect(edited.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Prize: $27.50')).toBeVisible();
  await parts.search(part.name);
  await expect(parts.card(part.name)).toContainText('Prize: $27.50');
});

test('a signed-in customer never has SIGN IN painted on cached pages, from the first frame', async ({
  page,
  customer,
}) => {
  const login = new LoginPage(page);
  await login.goto('/parts');
  await login.signIn(customer);
  await expect(page).toHaveURL(/\/parts$/);
  // Before any page script: look at the navbar on every frame, from the first paint on.
  await page.addInitScript(() => {
    const frames = { count: 0, signIn: 0 };
    (window as unknown as { navFrames: typeof frames }).navFrames = frames;
    const sample = () => {
      const links = document.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a');
      const signIn = [...links].find((a) => a.textContent?.trim() === 'SIGN IN');
      frames.count += 1;
      if (signIn && signIn.getClientRects().length > 0) frames.signIn += 1;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const navbar = new Navbar(page);
  for (const path of ['/', '/blogs', `/parts?q=bearing`]) {
    await page.goto(path);
    await expect(navbar.dashboard).toBeVisible();
    await expect(navbar.emailPrefix).toHaveText(customer.email.slice(0, 8));
    const frames = await page.evaluate(
      () => (window as unknown as { navFrames: { count: number; signIn: number } }).navFrames,
    );
    expect(frames.count, path).toBeGreaterThan(0);
    expect(frames.signIn, path).toBe(0);
  }
});

test.describe('accessibility (axe-core)', () => {
  test('public pages have no violations with the catalog at scale', async ({ page, request }) => {
    const [first] = await (await request.get('/api/product?limit=1')).json();
    expect(await auditScreens(page, 1280, publicScreens(first._id))).toEqual([]);
  });
});
