import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { companyFounder } from './company-setup';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// Price lists (issue 35) from the store admin's screens, in a browser that has never signed in:
// a new list for one company (found by name), its entries from a CSV file (checked, then
// imported), a price explained; then the company's buyer, entering from the public part page,
// is priced by it.

for (const width of [375, 1280]) {
  test(`a store admin makes a price list from a file and its company's buyer pays it (${width} px)`, async ({
    browser,
    baseURL,
    request,
    adminApi,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const companyName = `Listed ${tag} ${width}`;
    const { buyer, buyerApi } = await companyFounder(
      { request, playwright, baseURL, adminApi },
      'list-admin-buyer',
      companyName,
    );
    const part = await insertPart({ name: `Listed bushing ${tag}`, quantity: 500, priceCents: 1600 });
    const code = `UI-${tag}-${width}`;
    const csv = (price: string) => ({
      name: 'entries.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`partNumber,unitPrice,percentOff,breaks\r\n${part.partNumber},${price},,\r\n`),
    });

    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/pricelists');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'Price Lists', level: 1 })).toBeVisible();
      const form = page.getByRole('form', { name: 'New price list' });
      await form.getByLabel('Code (printed on orders)').fill(code);
      await form.getByLabel('Name', { exact: true }).fill(`Contract of ${companyName}`);
      await form.getByLabel('Find a company by name').fill(companyName);
      await form.getByRole('button', { name: 'Find', exact: true }).click();
      await form.getByRole('button', { name: `Add ${companyName}` }).click();
      await expect(form.getByRole('list', { name: 'Chosen companies' })).toContainText(companyName);
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Create price list' }).click();
      await expect(page.getByRole('heading', { name: `${code}: Contract of ${companyName}` })).toBeVisible();
      await expect(page.getByText(`${companyName} · Always · priority 0 · active`)).toBeVisible();

      // A file with a price above the part's own is ready, with a warning; then imported.
      const chooser = page.getByLabel('CSV or XLSX file (5 MB at most)');
      const importButton = page.getByRole('button', { name: 'Import entries' });
      await chooser.setInputFiles(csv('17.00'));
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByTestId('price-list-report').getByRole('status')).toHaveText(
        'The file is ready: 1 entry',
      );
      await expect(page.getByTestId('price-list-problem')).toHaveText([
        `2Warning${part.partNumber}: above the part's own price`,
      ]);
      await chooser.setInputFiles(csv('11.00'));
      await expect(importButton).toBeDisabled();
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByTestId('price-list-report').getByRole('status')).toHaveText(
        'The file is ready: 1 entry',
      );
      await importButton.click();
      await expect(page.getByTestId('price-list-report').getByRole('status')).toHaveText('Imported: 1 entry');
      await expect(page.getByTestId('price-list-entry')).toContainText([`${part.partNumber}$11.00`]);
      await expectAccessible(page);

      // The export is the same columns, ready to import back.
      const href = await page.getByRole('link', { name: 'Export the entries as CSV' }).getAttribute('href');
      const exported = await page.request.get(href!);
      expect((await exported.text()).replace(/^\uFEFF/, '')).toBe(
        `partNumber,unitPrice,percentOff,breaks\r\n${part.partNumber},11.00,,\r\n`,
      );

      // Explain: the company is the list's; 40 units at the contract price beat the ladder.
      const explain = page.getByRole('form', { name: 'Explain a price' });
      await explain.getByLabel('Part number').fill(part.partNumber);
      await explain.getByLabel('Quantity').fill('40');
      await explain.getByRole('button', { name: 'Explain' }).click();
      await expect(page.getByTestId('price-explanation').getByRole('status')).toHaveText(
        `${part.partNumber} × 40 for ${companyName}: $11.00 per unit (Contract price (list ${code})), $440.00 in all.`,
      );
      await expectAccessible(page);

      // The buyer, from the public part page's Buy Now.
      const shopper = await open();
      await shopper.goto(`/parts/${part._id}`);
      await shopper.getByRole('link', { name: 'Buy Now' }).click();
      await new LoginPage(shopper).signIn(buyer);
      await expect(shopper.getByTestId('contract-price')).toHaveText(
        `Contract price (list ${code}): $11.00 per unit`,
      );
    } finally {
      await close();
      await buyerApi.dispose();
    }
  });
}
