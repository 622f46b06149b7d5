import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { SEED_PARTS } from '../lib/seed/parts';
import { HomePage } from './pages/home-page';
import { PartsPage } from './pages/parts-page';
import { insertPart } from './support-db';

test.describe('home page', () => {
  test('shows 3 banner slides, the first 6 parts with Buy Now, counters and reviews', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.slides()).toHaveCount(3);
    await expect(home.productCards).toHaveCount(6);
    for (const card of await home.productCards.all()) {
      await expect(card.getByRole('link', { name: /Buy Now/ })).toBeVisible();
    }
    const counters = [
      ['68+', 'countries'],
      ['230 M+', 'clients'],
      ['625 B+', 'reviews'],
      ['690 K', 'projects'],
    ];
    await expect(home.counters).toHaveCount(4);
    for (const [index, [value, label]] of counters.entries()) {
      await expect(home.counters.nth(index).getByRole('definition')).toHaveText(value!);
      await expect(home.counters.nth(index).getByRole('term')).toHaveText(label!);
    }
    // Other specs add reviews as they run: check the carousel's shape, not its exact contents.
    await expect(home.reviews.first()).toBeVisible();
    expect(await home.reviews.count()).toBeGreaterThanOrEqual(6);
    await expect(home.reviews.first().getByRole('heading')).not.toBeEmpty();
    await expect(home.reviews.first().getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
  });

  test('banner carousel moves with its buttons and the arrow keys', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const dots = home.banner.getByRole('button', { name: /Go to slide/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await home.banner.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await home.banner.locator('ul').focus();
    await page.keyboard.press('ArrowRight');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('/Home shows the same page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto('/Home');
    await expect(home.slides()).toHaveCount(3);
    await expect(home.productCards).toHaveCount(6);
  });

  test('contact form validates, then sends', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.contactForm.getByRole('button', { name: 'Send message' }).click();
    await expect(home.contactForm.getByText('Name is Required')).toBeVisible();
    await expect(home.contactForm.getByText('Email is Required')).toBeVisible();
    await expect(home.contactForm.getByLabel('Name')).toBeFocused();
    await home.sendContact({ name: 'Grace Buyer', email: 'grace', message: 'Hello' });
    await expect(home.contactForm.getByText('provide a valid email')).toBeVisible();
    // Once errors show, they follow the typing.
    await home.contactForm.getByLabel('Email').fill('grace@example.com');
    await expect(home.contactForm.getByText('provide a valid email')).toHaveCount(0);
    await home.sendContact({
      name: 'Grace Buyer',
      email: 'grace@example.com',
      message: 'Can you quote 5,000 bearings?',
    });
    await expect(home.contactForm.getByRole('status')).toHaveText(/Your message has been sent/);
    await expect(home.contactForm.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('parts listing', () => {
  test('shows the heading, a first page of 24 parts, and each part with its labelled price, stock and Buy Now', async ({
    page,
  }) => {
    const parts = new PartsPage(page);
    await parts.goto();
    await expect(parts.heading).toHaveText('our products');
    // Other specs add parts meanwhile: the page is checked against its own count.
    const status = (await page.getByRole('status').textContent()) ?? '';
    const [, shown, total] = /^Showing 1–(\d+) of ([\d,]+) parts$/.exec(status) ?? [];
    expect(Number(shown)).toBe(Math.min(24, Number(total?.replace(/,/g, ''))));
    await expect(parts.cards).toHaveCount(Number(shown));
    // The catalog is paged and other specs add parts: find each seeded part by its name.
    for (const part of SEED_PARTS) {
      await parts.search(part.name);
      await expect(parts.card(part.name)).toHaveCount(1);
    }
    await parts.search('Hex Bolt M10');
    const bolt = parts.card('Hex Bolt M10 × 50, Grade 8.8');
    await expect(bolt).toContainText('Prize: $0.42');
    await expect(bolt).toContainText('Quantity: 25000');
    await expect(bolt.getByRole('img')).toHaveAttribute('alt', 'Hex Bolt M10 × 50, Grade 8.8');
    await expect(bolt.getByRole('link', { name: /Buy Now/ })).toBeVisible();
  });

  test('a part is found by its number typed with spaces instead of dashes, the exact number first', async ({
    page,
  }) => {
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const exact = await insertPart({
      name: `Sealed bearing ${tag}`,
      quantity: 90,
      priceCents: 510,
      partNumber: `Q${tag}-2RS`,
    });
    await insertPart({
      name: `Bearing C3 fit ${tag}`,
      quantity: 90,
      priceCents: 530,
      partNumber: `Q${tag}-2RS-C3`,
    });
    const parts = new PartsPage(page);
    await parts.goto();
    await page.getByRole('searchbox', { name: 'Search parts' }).fill(`q${tag.toLowerCase()} 2rs`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Showing 1–2 of 2 parts/);
    await expect(parts.cards.first()).toContainText(exact.name);
    await expect(parts.cards.first().getByTestId('part-number')).toHaveText(`Part no. Q${tag}-2RS`);

    // Typed with its dash and capitals, the number stays as typed in the box (issue 24), and a
    // part that only mentions it in words comes after the parts whose number starts with it.
    await insertPart({
      name: `Adapter plate ${tag}`,
      description: `Fits Q${tag}-2RS bearings.`,
      quantity: 90,
      priceCents: 200,
    });
    const box = page.getByRole('searchbox', { name: 'Search parts' });
    await box.fill(`Q${tag}-2RS`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=Q${tag}-2RS$`));
    await expect(page.getByRole('status')).toHaveText(/^Showing 1–3 of 3 parts/);
    await expect(box).toHaveValue(`Q${tag}-2RS`);
    await expect(parts.cards.last()).toContainText(`Adapter plate ${tag}`);
  });

  test('grid is one column on small screens and three on large ones', async ({ page }) => {
    const parts = new PartsPage(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await parts.goto();
    const columns = () =>
      parts.grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(columns).toBe(3);
  });

  test('Buy Now leads to /product/{id}', async ({ page, request }) => {
    const products: { _id: string; name: string }[] = await (
      await request.get('/api/product?limit=2')
    ).json();
    const parts = new PartsPage(page);
    const target = products[1]!;
    await parts.search(target.name);
    await parts
      .card(target.name)
      .getByRole('link', { name: /Buy Now/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/(product/${target._id}|login)`));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /parts HTML carries the product names and the ItemList JSON-LD', async ({ page }) => {
    await page.goto('/parts');
    const names = await new PartsPage(page).cards.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('ItemList');
    // Each item is the address of the part's page, in the cards' order (Google's summary-page form).
    const links = await new PartsPage(page).cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
    expect(ld.itemListElement.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(
      links.map((href) => new URL(href).pathname),
    );
    await expect(page).toHaveTitle('Parts · Partsmith');
    await page.goto(`/parts?q=${encodeURIComponent(SEED_PARTS[0].name)}`);
    await expect(page.getByRole('heading', { name: SEED_PARTS[0].name, exact: true })).toBeVisible();
  });
});

test('blogs shows six question-and-answer cards', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByTestId('blog-card')).toHaveCount(6);
  await expect(page.getByTestId('blog-card').first().getByRole('heading')).toBeVisible();
});

test("the footer's About us, Terms of sale, Privacy policy and Shipping and returns lead to their pages", async ({
  page,
}) => {
  const pages = [
    ['About us', '/about'],
    ['Terms of sale', '/terms'],
    ['Privacy policy', '/privacy'],
    ['Shipping and returns', '/shipping'],
  ] as const;
  await page.goto('/');
  // Each page is reached from the footer of the one before, so every page's footer is used too.
  for (const [title, path] of pages) {
    await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Partsmith`);
  }
});

test('an unknown path shows the 404 text and a link home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sitemap.xml and robots.txt answer', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/parts</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
});

test('navbar shows HOME, PARTS, BLOGS and SIGN IN to visitors', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['HOME', 'PARTS', 'BLOGS', 'SIGN IN'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'DASHBOARD' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Partsmith');
});
