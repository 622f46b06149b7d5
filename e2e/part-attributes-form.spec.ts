import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';

// A part's category and values in the admin's part forms (issue 37): a category with a diameter
// (a length in mm, critical) and a material (a choice) made through the API; a part added at Add
// A Products in that category with its diameter typed in inches, shown on its public page in mm;
// then Manage Products shows the value in mm, and a value it cannot read is refused under its
// field, saving nothing. Names carry a random tag: no other journey meets them.

const GEAR_WEBP = readFileSync(path.join(import.meta.dirname, '..', 'public/images/parts/spur-gear.webp'));
const BANANA = 'Diameter: "banana" is not a number with a unit (for example 6 mm)';

for (const width of [375, 1280]) {
  test(`a store admin puts a part in a category, types its diameter in inches and sees it in mm; an unreadable value saves nothing (${width} px)`, async ({
    browser,
    baseURL,
    adminApi,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const categoryName = `Shafts ${tag}`;
    const partName = `Drive shaft ${tag}`;
    const created = await adminApi.post('/api/categories', { data: { name: categoryName } });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as { _id: string };
    const defined = await adminApi.put(`/api/categories/${category._id}/attributes`, {
      data: {
        attributes: [
          { label: 'Diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
          { label: 'Material', kind: 'choice', choices: ['Steel', 'Brass', 'Stainless steel'] },
        ],
      },
    });
    expect(defined.status()).toBe(200);
    let partId: string | undefined;
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/addproduct');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'Add A Products', level: 1 })).toBeVisible();

      const form = page.getByRole('form', { name: 'Add a product' });
      // The category's fields show once the form is the browser's (its button is enabled then).
      await expect(form.getByRole('button', { name: 'Add product' })).toBeEnabled();
      await form.getByLabel('Product name').fill(partName);
      await form.getByLabel('Description').fill('Ground steel drive shaft, keyed both ends.');
      await form.getByLabel('Quantity (units in stock)').fill('40');
      await form.getByLabel('Prize (unit price, $)').fill('12.50');
      await form.getByLabel('Category').selectOption({ label: categoryName });
      const specs = form.getByRole('group', { name: `Specifications of ${categoryName}` });
      await expect(
        specs.getByText('Any length unit (mm, cm, m, µm, in, ft, mil); a bare number is in mm.'),
      ).toBeVisible();
      await specs.getByLabel('Diameter (critical)', { exact: true }).fill('1/4 in');
      await specs.getByLabel('Material').selectOption('Brass');
      await form
        .getByLabel(/^Image/)
        .setInputFiles({ name: 'shaft.webp', mimeType: 'image/webp', buffer: GEAR_WEBP });
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Add product' }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText('Product added');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(form.getByLabel('Product name')).toHaveValue('');
      await expect(specs).toHaveCount(0);

      const listed = await adminApi.get(`/api/manageproduct?q=${encodeURIComponent(partName)}`);
      const found = ((await listed.json()) as { _id: string; name: string }[]).find(
        (p) => p.name === partName,
      );
      expect(found, 'the part added').toBeDefined();
      partId = found!._id;

      // Its public page shows the diameter in the attribute's unit.
      await page.goto(`/parts/${partId}`);
      const shown = page.getByRole('region', { name: 'Specifications' });
      await expect(shown.getByRole('term')).toHaveText(['Diameter', 'Material']);
      await expect(shown.getByRole('definition')).toHaveText(['6.35 mm', 'Brass']);

      await page.goto(`/dashboard/manageproduct?q=${encodeURIComponent(partName)}`);
      const row = page.getByTestId('product-row').filter({ hasText: partName });
      const edit = page.getByRole('form', { name: `Edit ${partName}` });
      const diameter = edit.getByLabel('Diameter (critical)', { exact: true });
      const openEdit = () =>
        // A click before the page is the browser's opens nothing: clicked until the form shows.
        expect(async () => {
          await row.getByRole('button', { name: 'Edit' }).click();
          await expect(edit).toBeVisible({ timeout: 2_000 });
        }).toPass();
      await openEdit();
      await expect(edit.getByLabel('Category').locator('option:checked')).toHaveText(categoryName);
      await expect(diameter).toHaveValue('6.35 mm');
      await expect(edit.getByLabel('Material')).toHaveValue('Brass');
      await expectAccessible(page);

      await diameter.fill('banana');
      await edit.getByRole('button', { name: 'Save' }).click();
      // Under its own field: the box holding the diameter's input holds the message.
      const diameterField = edit
        .locator('div')
        .filter({ has: page.getByLabel('Diameter (critical)') })
        .last();
      await expect(diameterField.getByRole('alert')).toHaveText(BANANA);
      await expect(edit.getByRole('alert')).toHaveCount(1);
      await expect(diameter).toHaveValue('banana');
      await expectAccessible(page);

      // Nothing was saved: the part keeps 6.35 mm.
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toHaveCount(0);
      await openEdit();
      await expect(diameter).toHaveValue('6.35 mm');
      const stored = (await (await adminApi.get(`/api/product/${partId}`)).json()) as {
        attributes: Record<string, number | string>;
      }[];
      expect(stored[0]!.attributes.diameter).toBeCloseTo(0.00635, 12);
      expect(stored[0]!.attributes.material).toBe('Brass');
    } finally {
      await close();
    }
  });
}
