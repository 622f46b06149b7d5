import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { Navbar } from './pages/navbar';
import { PartsPage } from './pages/parts-page';
import { insertPart } from './support-db';

const GEAR_WEBP = readFileSync(path.join(import.meta.dirname, '..', 'public/images/parts/spur-gear.webp'));
const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

test.describe('admin catalog', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard/addproduct');
    await login.signIn(ADMIN);
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  });

  test('Add A Products: required messages, then a part with an image appears on /parts', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Add a product' });
    await form.getByRole('button', { name: 'Add product' }).click();
    for (const message of [
      'Product name is Required',
      'description is Required',
      'quantity is Required',
      'prize is Required',
      'Image is Required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Quantity (units in stock)').fill('many');
    await form.getByLabel('Prize (unit price, $)').fill('3.999');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByText('quantity must be a whole number, 0 or more')).toBeVisible();
    await expect(form.getByText('prize must be a positive amount with at most 2 decimals')).toBeVisible();

    const name = unique('Helical Gear 32T');
    await form.getByLabel('Product name').fill(name);
    await form.getByLabel('Description').fill('Case-hardened helical gear, 32 teeth, module 1.5.');
    await form.getByLabel('Quantity (units in stock)').fill('250');
    await form.getByLabel('Prize (unit price, $)').fill('14.75');
    await form
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'gear.webp', mimeType: 'image/webp', buffer: GEAR_WEBP });
    await form.getByRole('button', { name: 'Add product' }).click();
    const popup = new Dashboard(page).popup();
    await expect(popup).toContainText('Product added');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Product name')).toHaveValue('');

    const parts = new PartsPage(page);
    await parts.search(name);
    const card = parts.card(name);
    await expect(card).toContainText('Prize: $14.75');
    await expect(card).toContainText('Quantity: 250');
    const image = card.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', /api%2Fimages%2F[a-f\d]{24}/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  test('a failed upload shows an error and creates nothing', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Add a product' });
    const name = unique('Never Created');
    await form.getByLabel('Product name').fill(name);
    await form.getByLabel('Description').fill('This upload is not an image.');
    await form.getByLabel('Quantity (units in stock)').fill('10');
    await form.getByLabel('Prize (unit price, $)').fill('1');
    await form
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByText('Only JPEG, PNG and WebP images are accepted')).toBeVisible();
    await new PartsPage(page).search(name);
    await expect(page.getByText('No parts match')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });

  test('Manage Products: low stock flag, edit stock in place, delete with both popups', async ({ page }) => {
    const part = await insertPart({ name: unique('Idler Pulley'), quantity: 12, priceCents: 899 });
    await page.goto('/dashboard/manageproduct');
    const row = page.getByTestId('product-row').filter({ hasText: part.name });
    await expect(row).toContainText('low stock');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit ${part.name}` });
    await edit.getByLabel('Quantity in stock').fill('-1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('quantity must be a whole number, 0 or more')).toBeVisible();
    await edit.getByLabel('Quantity in stock').fill('480');
    await edit.getByLabel('Prize ($)').fill('9.25');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByTestId('stock')).toHaveText('480');
    await expect(row).not.toContainText('low stock');
    await expect(row).toContainText('$9.25');

    // An admin's edit shows at once on the cached public pages.
    const parts = new PartsPage(page);
    await parts.search(part.name);
    await expect(parts.card(part.name)).toContainText('Quantity: 480');
    await expect(parts.card(part.name)).toContainText('Prize: $9.25');

    await page.goto('/dashboard/manageproduct');
    await row.getByRole('button', { name: 'Delete' }).click();
    const popup = new Dashboard(page).popup();
    await expect(popup).toContainText("You won't be able to revert this!");
    await popup.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(popup).toContainText('Deleted!');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);
    await parts.search(part.name);
    await expect(parts.heading).toHaveText('our products');
    await expect(parts.card(part.name)).toHaveCount(0);
  });

  test('Manage Products: Edit replaces the image; a file that is not an image is refused first', async ({
    page,
  }) => {
    const part = await insertPart({ name: unique('Cam Follower'), quantity: 100, priceCents: 1500 });
    await page.goto(`/dashboard/manageproduct?q=${encodeURIComponent(part.name)}`);
    const row = page.getByTestId('product-row').filter({ hasText: part.name });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit ${part.name}` });
    await expect(edit.getByRole('img', { name: `Current image of ${part.name}` })).toBeVisible();
    const newImage = edit.getByLabel(/^New image/);
    await newImage.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Only JPEG, PNG and WebP images are accepted')).toBeVisible();

    await newImage.setInputFiles({ name: 'gear.webp', mimeType: 'image/webp', buffer: GEAR_WEBP });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toBeVisible();

    // The part's public card shows the uploaded image in place of the old one.
    const parts = new PartsPage(page);
    await parts.search(part.name);
    const image = parts.card(part.name).getByRole('img', { name: part.name });
    await expect(image).toHaveAttribute('src', /api%2Fimages%2F[a-f\d]{24}/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });
});

test('a customer opening /dashboard/manageproduct is signed out to /login', async ({ page, customer }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.signIn(customer);
  await expect(new Navbar(page).emailPrefix).toBeVisible();
  await page.goto('/dashboard/manageproduct');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fmanageproduct$/);
  await expect(new Navbar(page).signIn).toBeVisible();
});
