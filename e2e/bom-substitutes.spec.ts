import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { insertPart } from './support-db';

// Issue 37: a bill-of-materials line whose part number is not found offers substitutes too: the
// part of the closest number the catalog has first, then parts with its critical values.

for (const width of [375, 1280]) {
  test(`a visitor's BOM line with a mistyped number takes a substitute into the cart (${width} px)`, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const created = await adminApi.post('/api/categories', { data: { name: `Circlips ${tag}` } });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as { _id: string };
    const defined = await adminApi.put(`/api/categories/${category._id}/attributes`, {
      data: {
        attributes: [{ label: 'Bore', kind: 'number', dimension: 'length', unit: 'mm', critical: true }],
      },
    });
    expect(defined.status()).toBe(200);
    const part = (label: string, mm: number) =>
      insertPart({
        name: `Circlip ${label} ${tag}`,
        partNumber: `CLP-${tag}-${label}`,
        quantity: 500,
        priceCents: 40,
        fields: { categoryId: new ObjectId(category._id), attrs: [{ k: 'bore', n: mm / 1000 }] },
      });
    await part('A12', 12);
    await part('B12', 12);
    await part('C15', 15);

    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto('/quickorder');
      const paste = page.getByRole('form', { name: 'Paste from a spreadsheet' });
      await paste.getByLabel('Part number and quantity, one part a line').fill(`CLP-${tag}-A1\t50`);
      await paste.getByRole('button', { name: 'Check lines' }).click();
      await expect(page.getByTestId('bom-summary')).toHaveText('1 line: 1 not found');
      await page.getByRole('button', { name: `Find substitutes for CLP-${tag}-A1` }).click();
      const substitutes = page.getByRole('list', { name: /^Substitutes for / });
      // The closest number's part first; then the one with its bore (C15's bore differs: critical).
      await expect(substitutes.getByTestId('substitute')).toHaveCount(2);
      await expect(substitutes.getByTestId('substitute').first()).toContainText(`Circlip A12 ${tag}`);
      await expect(substitutes.getByTestId('substitute').nth(1)).toContainText(`Circlip B12 ${tag}`);
      await expectAccessible(page);
      await substitutes.getByRole('button', { name: `Add to cart: Circlip B12 ${tag}` }).click();
      await expect(substitutes.getByTestId('add-to-cart-status').nth(1)).toHaveText('Added 50 to your cart');
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-line')).toContainText(`Circlip B12 ${tag}`);
    } finally {
      await context.close();
    }
  });
}
