import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { insertPart } from './support-db';

// Issue 37: /parts has facets too, over the whole catalog. A visitor searches, narrows the search
// by a value (its count is what the list then shows), and takes the filter off again.

const FINISHES = ['Zinc', 'Zinc', 'Black oxide', 'Zinc', 'Black oxide'];

for (const width of [375, 1280]) {
  test(`a visitor narrows a /parts search by a facet and takes it off (${width} px)`, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const created = await adminApi.post('/api/categories', { data: { name: `Washers ${tag}` } });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as { _id: string };
    const key = `finish-${tag}`;
    for (const [n, finish] of FINISHES.entries())
      await insertPart({
        name: `Washer ${n} ${finish} ${tag}`,
        quantity: 500,
        priceCents: 120,
        fields: { categoryId: new ObjectId(category._id), attrs: [{ k: key, s: finish }] },
      });

    // Defined last: the admin's change is what the catalog's facet index is built again after.
    const defined = await adminApi.put(`/api/categories/${category._id}/attributes`, {
      data: { attributes: [{ key, label: 'Finish', kind: 'choice', choices: ['Zinc', 'Black oxide'] }] },
    });
    expect(defined.status()).toBe(200);

    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto('/parts');
      await page.getByRole('searchbox', { name: 'Search parts' }).fill(tag);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(`Showing 1–5 of 5 parts for “${tag}”`);
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const showFilters = filters.getByText('Show filters');
      if (await showFilters.isVisible()) await showFilters.click();
      const zinc = filters.getByRole('group', { name: 'Finish' }).getByRole('link', { name: /^Zinc \d+$/ });
      await expect(zinc).toHaveText(/3$/);
      await zinc.click();
      await expect(page.getByRole('status')).toHaveText(`Showing 1–3 of 3 parts for “${tag}”`);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^Washer .* ${tag}$`) }),
      ).toHaveText([0, 1, 3].map((n) => `Washer ${n} Zinc ${tag}`));
      // The search box keeps the filter: a new search is still of zinc washers.
      await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue(tag);
      await expectAccessible(page);
      await page.getByRole('searchbox', { name: 'Search parts' }).fill(`washer ${tag}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(`Showing 1–3 of 3 parts for “washer ${tag}”`);
      await page
        .getByRole('list', { name: 'Active filters' })
        .getByRole('link', { name: /^Finish: Zinc/ })
        .click();
      await expect(page.getByRole('status')).toHaveText(`Showing 1–5 of 5 parts for “washer ${tag}”`);
      expect(new URL(page.url()).search).toBe(`?q=washer+${tag}`);
    } finally {
      await context.close();
    }
  });
}
