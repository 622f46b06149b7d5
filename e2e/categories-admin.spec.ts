import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { freshPages } from './mail-links';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';

// The category tree and its attributes (issue 37), as a store admin keeps them at Categories (its
// menu entry is in accounts.spec.ts): a top category and a subcategory added, the top one given
// a number and a choice (the choice refused until it lists its values), which the subcategory
// shows as inherited; the subcategory renamed; the top one's deletion refused while it has a
// subcategory; both deleted. Names carry a random tag: no other journey meets them.

for (const width of [375, 1280]) {
  test(`a store admin builds a branch of the category tree, gives it attributes, renames and deletes it (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const [top, sub, renamed] = [`Pins ${tag}`, `Dowels ${tag}`, `Taper pins ${tag}`];
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      const page = await open();
      const login = new LoginPage(page);
      await login.goto('/dashboard/categories');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
      await expectAccessible(page);
      const item = (name: string) =>
        page.getByTestId('category').filter({ has: page.getByRole('heading', { name, exact: true }) });

      const add = page.getByRole('form', { name: 'Add a category' });
      await add.getByLabel('Name').fill(top);
      await add.getByLabel('Parent').selectOption({ label: 'At the top' });
      await add.getByRole('button', { name: 'Add category' }).click();
      await expect(item(top)).toContainText(`Path: pins-${tag}`);
      await expect(item(top)).toContainText('No attributes of its own');
      await add.getByLabel('Name').fill(sub);
      await add.getByLabel('Parent').selectOption({ label: top });
      await add.getByRole('button', { name: 'Add category' }).click();
      await expect(item(sub)).toContainText(`Path: pins-${tag}/dowels-${tag}`);

      await item(top)
        .getByRole('button', { name: `Attributes of ${top}` })
        .click();
      const attributes = page.getByRole('form', { name: `Attributes of ${top}` });
      await attributes.getByRole('button', { name: 'Add an attribute' }).click();
      const diameter = attributes.getByRole('group', { name: 'Attribute 1' });
      await diameter.getByLabel('Label').fill('Diameter');
      await diameter.getByLabel('Kind').selectOption('number');
      await diameter.getByLabel('Dimension').selectOption('length');
      await diameter.getByLabel('Unit it is shown in').selectOption('mm');
      await diameter.getByLabel('Critical').check();
      await attributes.getByRole('button', { name: 'Add an attribute' }).click();
      const material = attributes.getByRole('group', { name: 'Attribute 2' });
      await material.getByLabel('Label').fill('Material');
      await material.getByLabel('Kind').selectOption('choice');
      await attributes.getByRole('button', { name: 'Save attributes' }).click();
      await expect(material.getByRole('alert')).toHaveText('A choice lists its values (Material)');
      await material.getByLabel('Choices, separated by commas').fill('Steel, Brass, Steel');
      await attributes.getByRole('button', { name: 'Save attributes' }).click();
      await expect(attributes.getByRole('status')).toHaveText('Saved.');
      await expect(item(top)).toContainText('2 attributes of its own');
      await expect(item(top)).toContainText('Diameter: length in mm, critical');
      await expect(item(top)).toContainText('Material: one of Steel, Brass');
      await expect(diameter).toContainText('Key: diameter');
      await expectAccessible(page);
      await attributes.getByRole('button', { name: 'Close' }).click();
      await expect(attributes).toHaveCount(0);

      await item(sub)
        .getByRole('button', { name: `Attributes of ${sub}` })
        .click();
      const inherited = page.getByRole('form', { name: `Attributes of ${sub}` });
      await expect(inherited).toContainText(
        `From ${top}: Diameter: length in mm, critical; Material: one of Steel, Brass`,
      );
      await inherited.getByRole('button', { name: 'Close' }).click();

      await item(sub)
        .getByRole('button', { name: `Rename or move ${sub}` })
        .click();
      const rename = page.getByRole('form', { name: `Rename or move ${sub}` });
      // A category cannot go under itself: it is not among the parents offered.
      await expect(rename.getByLabel('Parent').locator('option', { hasText: sub })).toHaveCount(0);
      await rename.getByLabel('Name').fill(renamed);
      await rename.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(item(renamed)).toContainText(`Path: pins-${tag}/taper-pins-${tag}`);
      await expect(item(sub)).toHaveCount(0);

      const popup = new Dashboard(page).popup();
      await item(top)
        .getByRole('button', { name: `Delete ${top}` })
        .click();
      await expect(popup).toContainText(`Delete ${top}?`);
      await popup.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(item(top).getByRole('alert')).toHaveText(
        `"${top}" has subcategories: move or delete them first.`,
      );
      await expect(popup).toBeHidden();
      await expectAccessible(page);

      await item(renamed)
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      await expect(popup).toContainText(`Delete ${renamed}?`);
      await popup.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(item(renamed)).toHaveCount(0);
      await expect(popup).toBeHidden();
      // Without its subcategory the top category goes too: the journey leaves nothing behind.
      await item(top)
        .getByRole('button', { name: `Delete ${top}` })
        .click();
      await expect(popup).toContainText(`Delete ${top}?`);
      await popup.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(item(top)).toHaveCount(0);
    } finally {
      await close();
    }
  });
}
