import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { ADMIN, expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { PartsPage } from './pages/parts-page';

const HEADER = 'partNumber,name,description,prize,quantity,img';
const IMG = '/images/parts/spur-gear.webp';

test('Import Parts: a dry run lists the problems, a fixed file imports, and the parts appear on /parts', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const rows = (price: string) =>
    [
      HEADER,
      `IMP-${tag}-A,Imported gear ${tag},Spur gear,4.20,300,${IMG}`,
      `IMP-${tag}-B,Imported rack ${tag},Gear rack,${price},120,${IMG}`,
    ].join('\r\n');
  const file = (text: string) => ({ name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  const login = new LoginPage(page);
  await login.goto('/dashboard/importparts');
  await login.signIn(ADMIN);
  await expect(page.getByRole('heading', { name: 'Import Parts', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/templates/parts-import.csv',
  );
  const chooser = page.getByLabel('CSV file (5 MB at most)');
  const importButton = page.getByRole('button', { name: 'Import', exact: true });

  await chooser.setInputFiles(file(rows('-1')));
  await page.getByRole('button', { name: 'Check file' }).click();
  const result = page.getByTestId('import-result');
  await expect(result.getByRole('status')).toHaveText('The file has 1 problem: nothing was imported');
  await expect(page.getByTestId('import-problem')).toHaveText([/^3prize.*positive amount/]);
  await expect(importButton).toBeDisabled();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await chooser.setInputFiles(file(rows('9.80')));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(result.getByRole('status')).toHaveText('The file is ready to import');
  await expect(page.getByTestId('import-to-add')).toHaveText('2');
  await importButton.click();
  await expect(result.getByRole('status')).toHaveText('Imported');
  await expect(page.getByTestId('import-added')).toHaveText('2');

  const parts = new PartsPage(page);
  await parts.search(`IMP-${tag}`);
  await expect(parts.card(`Imported gear ${tag}`)).toContainText('Prize: $4.20');
  await expect(parts.card(`Imported rack ${tag}`)).toContainText(`Part no. IMP-${tag}-B`);
});
