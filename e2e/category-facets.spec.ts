import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { insertPart } from './support-db';

// Issue 37's "done when", as a visitor meets it: from /parts into a category, narrowed by two facets
// and a range in inches on a catalog stored in millimetres; the counts beside the values match the
// list, and the URL, opened in another browser, shows the same page. Then three parts compared, and
// a substitute for an out-of-stock bill-of-materials line put in the cart.

/** Pins: diameter in mm, material. */
const PINS: [number, string][] = [
  [5, 'Steel'],
  [6.35, 'Steel'],
  [8, 'Brass'],
  [9, 'Brass'],
  [10, 'Steel'],
  [12.7, 'Nylon'],
  [9.5, 'Nylon'],
  [20, 'Brass'],
];

for (const width of [375, 1280]) {
  test(`a visitor narrows a category by material and a diameter in inches, shares the page, compares three parts and takes a substitute (${width} px)`, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const created = await adminApi.post('/api/categories', { data: { name: `Dowel pins ${tag}` } });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as { _id: string; path: string };
    const defined = await adminApi.put(`/api/categories/${category._id}/attributes`, {
      data: {
        attributes: [
          { label: 'Diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
          { label: 'Material', kind: 'choice', choices: ['Steel', 'Brass', 'Nylon'], critical: true },
        ],
      },
    });
    expect(defined.status()).toBe(200);
    for (const [n, [mm, material]] of PINS.entries())
      await insertPart({
        name: `Dowel pin ${mm} mm ${material} ${tag}`,
        quantity: 500,
        priceCents: 100 + n,
        fields: {
          categoryId: new ObjectId(category._id),
          attrs: [
            { k: 'diameter', n: mm / 1000 },
            { k: 'material', s: material },
          ],
        },
      });

    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await page.goto('/parts');
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: `Dowel pins ${tag}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Dowel pins ${tag}` })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Showing 1–8 of 8 parts');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const showFilters = filters.getByText('Show filters');
      if (await showFilters.isVisible()) await showFilters.click();

      await filters.getByRole('link', { name: /^Steel \d+$/ }).click();
      await expect(page.getByRole('status')).toHaveText('Showing 1–3 of 3 parts');
      if (await showFilters.isVisible()) {
        // The panel stays open once a filter is chosen.
        await expect(filters.getByRole('link', { name: /Brass/ })).toBeVisible();
      }
      await filters.getByRole('link', { name: /^Brass \d+$/ }).click();
      await expect(page.getByRole('status')).toHaveText('Showing 1–6 of 6 parts');

      // A range in inches: 1/4 in (6.35 mm, inclusive) to 0.4 in (10.16 mm).
      await filters.getByLabel('Diameter from').fill('1/4 in');
      await filters.getByLabel('Diameter to').fill('0.4"');
      await filters.getByRole('button', { name: 'Apply Diameter range' }).click();
      await expect(page.getByRole('status')).toHaveText('Showing 1–4 of 4 parts');
      const cards = page.getByRole('heading', { level: 2, name: new RegExp(`^Dowel pin .* ${tag}$`) });
      await expect(cards).toHaveText(
        // By name, as listed by default.
        [`10 mm Steel`, `6.35 mm Steel`, `8 mm Brass`, `9 mm Brass`].map(
          (text) => `Dowel pin ${text} ${tag}`,
        ),
        { ignoreCase: false },
      );
      // The counts beside the chosen materials add up to what is listed; Nylon (9.5 mm is in
      // range) would list 1 with the range as it is.
      const count = async (label: string) =>
        Number(
          new RegExp(`^${label} (\\d+)`).exec(
            (await filters
              .getByRole('listitem')
              .filter({ hasText: new RegExp(`^${label} \\d`) })
              .textContent()) ?? '',
          )?.[1],
        );
      expect((await count('Steel')) + (await count('Brass'))).toBe(4);
      expect(await count('Nylon')).toBe(1);
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
        'Diameter: 1/4 in to 0.4"',
      );
      await expectAccessible(page);

      // Shared: another browser opens the same address and sees the same page.
      const shared = page.url();
      // The state's own address (a last segment, served from the cache as it is), no query.
      expect(new URL(shared).pathname).toMatch(/^\/categories\/[a-z0-9-/]+\/~\S+$/);
      expect(new URL(shared).search).toBe('');
      const other = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      try {
        const visitor = await other.newPage();
        await visitor.goto(shared);
        await expect(visitor.getByRole('status')).toHaveText('Showing 1–4 of 4 parts');
        await expect(
          visitor.getByRole('heading', { level: 2, name: new RegExp(`^Dowel pin .* ${tag}$`) }),
        ).toHaveText(await cards.allInnerTexts());
      } finally {
        await other.close();
      }
      // Back: the page before the range, as it was.
      await page.goBack();
      await expect(page.getByRole('status')).toHaveText('Showing 1–6 of 6 parts');

      // Three parts side by side: price and the two attributes differ, stock and minimum do not.
      for (const label of ['5 mm Steel', '8 mm Brass', '20 mm Brass'])
        await page.getByRole('checkbox', { name: `Compare Dowel pin ${label} ${tag}` }).check();
      await page.getByRole('button', { name: /^Compare selected/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Compare 3 dowel pins ${tag}`);
      const comparison = page.getByRole('region', { name: 'Comparison' });
      // In the list's order (by name), as the form sends the ticked boxes.
      await expect(comparison.getByRole('columnheader')).toHaveText(
        ['20 mm Brass', '5 mm Steel', '8 mm Brass'].map((label) => new RegExp(`^Dowel pin ${label} ${tag}`)),
      );
      const rows = comparison.getByTestId('compare-row');
      await expect(rows).toHaveCount(5);
      await expect(rows.filter({ hasText: 'Diameter' })).toContainText(['20 mm', '5 mm', '8 mm'].join(''));
      await page.getByLabel(/^Show only differences/).check();
      await expect(rows.filter({ visible: true })).toHaveText([/^List price/, /^Diameter/, /^Material/]);
      await expectAccessible(page);

      // A bill of materials names a part out of stock: a substitute with its critical values (the
      // same diameter and material) goes into the cart in one click.
      const outOfStock = `OOS-${tag}`.toUpperCase();
      await insertPart({
        name: `Dowel pin 6.35 mm Steel, old stock ${tag}`,
        partNumber: outOfStock,
        quantity: 0,
        priceCents: 100,
        fields: {
          categoryId: new ObjectId(category._id),
          attrs: [
            { k: 'diameter', n: 6.35 / 1000 },
            { k: 'material', s: 'Steel' },
          ],
        },
      });
      await page.goto('/quickorder');
      const paste = page.getByRole('form', { name: 'Paste from a spreadsheet' });
      await paste.getByLabel('Part number and quantity, one part a line').fill(`${outOfStock}\t40`);
      await paste.getByRole('button', { name: 'Check lines' }).click();
      await expect(page.getByTestId('bom-summary')).toHaveText('1 line: 1 short of stock');
      await page
        .getByRole('button', { name: `Find substitutes for Dowel pin 6.35 mm Steel, old stock ${tag}` })
        .click();
      const substitutes = page.getByRole('list', { name: /^Substitutes for / });
      await expect(substitutes.getByTestId('substitute')).toHaveCount(1);
      await expect(substitutes).toContainText(`Dowel pin 6.35 mm Steel ${tag}`);
      await expect(substitutes).toContainText('The same in every attribute.');
      await expectAccessible(page);
      await substitutes.getByRole('button', { name: `Add to cart: Dowel pin 6.35 mm Steel ${tag}` }).click();
      await expect(substitutes.getByTestId('add-to-cart-status')).toHaveText('Added 40 to your cart');
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-line')).toContainText(`Dowel pin 6.35 mm Steel ${tag}`);
    } finally {
      await context.close();
    }
  });
}
