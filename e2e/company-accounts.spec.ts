import { expectAccessible } from './axe';
import { ADMIN, expect, registerCustomer, test, uniqueEmail } from './fixtures';
import { freshPages, mailedLink } from './mail-links';
import { checkOut } from './pages/cart-page';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// Company accounts (issue 34) as the people meet them, each in a browser of their own that has
// never signed in: a customer applies from the dashboard's Company page; a store admin approves
// under Companies; the new company admin follows the approval mail's link and invites a buyer (no
// account yet) and an approver (who has one); each joins from the invitation mail's link.

for (const width of [375, 1280]) {
  test(`a company is applied for, approved, and its admin invites a buyer and an approver who join from the mail (${width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const founder = await registerCustomer(request, 'founder');
    const approver = await registerCustomer(request, 'approver');
    const buyerEmail = uniqueEmail('buyer');
    const companyName = `Gearworks ${width} ${Date.now()}`;
    const { open, close } = freshPages(browser, baseURL, width);
    try {
      // The founder applies from the dashboard.
      const founderPage = await open();
      await new LoginPage(founderPage).goto('/dashboard');
      await new LoginPage(founderPage).signIn(founder);
      await expect(founderPage).toHaveURL(/\/dashboard$/);
      await new Dashboard(founderPage).open('Company');
      const apply = founderPage.getByRole('form', { name: 'Apply for a business account' });
      await apply.getByRole('button', { name: 'Apply' }).click();
      await expect(apply.getByText('Company name is Required')).toBeVisible();
      await expectAccessible(founderPage);
      await apply.getByLabel('Company name').fill(companyName);
      await apply.getByLabel('Tax id (optional)').fill('US-99-1234567');
      await apply.getByLabel('Phone').fill('+1 555 0100');
      await apply.getByLabel('Address', { exact: true }).fill('12 Foundry Lane');
      await apply.getByLabel('City').fill('Dayton');
      await apply.getByLabel('Postal code').fill('45402');
      await apply.getByLabel('Country (two letters)').fill('us');
      await apply.getByRole('button', { name: 'Apply' }).click();
      await expect(founderPage.getByText('Your application is waiting for a decision.')).toBeVisible();

      // A store admin approves it under Companies.
      const adminPage = await open();
      await new LoginPage(adminPage).goto('/dashboard');
      await new LoginPage(adminPage).signIn(ADMIN);
      await expect(adminPage).toHaveURL(/\/dashboard$/);
      await new Dashboard(adminPage).open('Companies');
      await adminPage.getByRole('link', { name: 'Applied', exact: true }).click();
      const row = adminPage.getByTestId('company-row').filter({ hasText: companyName });
      await expect(row).toContainText(founder.email);
      await expectAccessible(adminPage);
      await row.getByRole('button', { name: `Approve ${companyName}` }).click();
      await expect(row).toContainText('Active');

      // The founder follows the mail's link, now the company's admin, and invites two people.
      const opened = await mailedLink(founder.email, 'Your business account', /\/dashboard\/company/);
      expect(new URL(opened).origin).toBe(new URL(baseURL!).origin);
      await founderPage.goto(opened);
      await expect(founderPage.getByText('Your roles: Admin, Buyer.')).toBeVisible();
      const invite = founderPage.getByRole('form', { name: 'Invite someone' });
      await invite.getByLabel('Email').fill(buyerEmail);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(founderPage.getByTestId('invitation-sent')).toHaveText(
        `Invitation sent to ${buyerEmail}. The link works for 7 days.`,
      );
      await invite.getByLabel('Email').fill(approver.email);
      await invite.getByRole('checkbox', { name: /^Buyer/ }).uncheck();
      await invite.getByRole('checkbox', { name: /^Approver/ }).check();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(founderPage.getByTestId('invitation-sent')).toContainText(approver.email);
      await expectAccessible(founderPage);
      await founderPage.getByRole('link', { name: 'Open invitations' }).click();
      await expect(founderPage.getByTestId('company-invitation')).toHaveCount(2);
      await expectAccessible(founderPage);

      // The buyer has no account: the link makes one and joins.
      const buyerLink = await mailedLink(buyerEmail, 'You are invited', /\/invitation#token=[\w-]+/);
      const buyerPage = await open();
      await buyerPage.goto(buyerLink);
      const join = buyerPage.getByRole('form', { name: 'Create your account and join' });
      await expect(buyerPage.getByTestId('invitation-summary')).toContainText(`join ${companyName} as buyer`);
      await expectAccessible(buyerPage);
      await join.getByLabel('Your name').fill('Bea Buyer');
      await join.getByLabel('Password').fill('bea-password-1');
      await join.getByRole('button', { name: 'Create account and join' }).click();
      await expect(buyerPage).toHaveURL(/\/dashboard\/company$/);
      await expect(buyerPage.getByText('Your roles: Buyer.')).toBeVisible();

      // The approver has an account: signs in from the link's page and comes back to accept.
      const approverLink = await mailedLink(approver.email, 'You are invited', /\/invitation#token=[\w-]+/);
      const approverPage = await open();
      await approverPage.goto(approverLink);
      await approverPage.getByRole('link', { name: 'Sign in to accept' }).click();
      await new LoginPage(approverPage).signIn(approver);
      await expect(approverPage).toHaveURL(/\/invitation$/);
      await approverPage.getByRole('button', { name: 'Accept the invitation' }).click();
      await expect(approverPage.getByText('Your roles: Approver.')).toBeVisible();

      // The founder adds a ship-to; the buyer's checkout sends the cart there.
      await founderPage.goto('/dashboard/company');
      const location = founderPage.getByRole('form', { name: 'Add a ship-to address' });
      await location.getByLabel('Label').fill('Plant 2');
      await location.getByLabel('Address', { exact: true }).fill('40 Mill Street');
      await location.getByLabel('City').fill('Springfield');
      await location.getByLabel('Postal code').fill('45501');
      await location.getByLabel('Country (two letters)').fill('US');
      await location.getByRole('button', { name: 'Add address' }).click();
      await expect(founderPage.getByTestId('ship-to')).toHaveText(
        /Plant 2 \(default\)40 Mill Street, 45501 Springfield, US/,
      );
      const part = await insertPart({
        name: `Company flange ${width} ${Date.now()}`,
        quantity: 500,
        priceCents: 250,
      });
      await buyerPage.goto(`/parts/${part._id}`);
      await buyerPage.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
      await expect(buyerPage.getByTestId('cart-count')).toHaveText('1');
      await buyerPage.goto('/cart');
      const checkout = buyerPage.getByRole('form', { name: 'Checkout' });
      await expect(checkout.getByLabel('Ship to')).toHaveValue(/^[a-f\d]{24}$/);
      await expect(checkout.getByLabel('Ship to').locator('option')).toHaveText([
        'Plant 2: 40 Mill Street, 45501 Springfield, US',
      ]);
      await expectAccessible(buyerPage);

      // The founder limits the buyer to $1.00 an order: the checkout is refused, nothing placed.
      const limitsOf = async (perOrder: string, monthly: string, shown: string) => {
        const row = founderPage.getByTestId('company-member').filter({ hasText: buyerEmail });
        await row.getByRole('button', { name: 'Change roles and limits of Bea Buyer' }).click();
        const form = row.getByRole('form', { name: 'Roles of Bea Buyer' });
        await form.getByLabel('Limit per order ($, empty: none)').fill(perOrder);
        await form.getByLabel('Monthly limit ($, empty: none)').fill(monthly);
        // Limited to the one ship-to (checked, it stays checked on the next edit).
        await form.getByRole('checkbox', { name: 'Plant 2' }).check();
        await expectAccessible(founderPage);
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(row).toContainText(shown);
        await expect(row).toContainText('Ships to: Plant 2');
      };
      await limitsOf('1', '5000', 'Limit: $1.00 per order, $5,000.00 a month');
      await buyerPage.reload();
      await expect(buyerPage.getByTestId('checkout-limits')).toHaveText(
        'Your limit: $1.00 per order, $5,000.00 left this month.',
      );
      await checkOut(buyerPage, { name: 'Bea Buyer', po: `PO-CO-${width}` }, false);
      await expect(buyerPage.getByTestId('checkout-error')).toHaveText(
        /^This order of \$[\d,.]+ is above your limit of \$1\.00 per order\.$/,
      );
      await expect(buyerPage.getByTestId('cart-count')).toHaveText('1');
      // Lifted (the field left empty), the same cart goes through, and counts against the month.
      await limitsOf('', '5000', 'Limit: $5,000.00 a month');
      await checkOut(buyerPage, { name: 'Bea Buyer', po: `PO-CO-${width}` });
      await buyerPage.goto('/dashboard/company');
      await expect(buyerPage.getByTestId('my-spending')).toHaveText(
        /^You spent \$[\d,.]+ this month\. Your monthly limit is \$5,000\.00: \$[\d,.]+ is left\.$/,
      );
      await expect(buyerPage.getByTestId('my-spending')).not.toContainText('You spent $0.00');

      // The founder sees all three; the list of invitations is empty again.
      await founderPage.goto('/dashboard/company/orders');
      await expect(founderPage.getByTestId('company-order')).toContainText(['Plant 2']);
      await expectAccessible(founderPage);
      await founderPage.goto('/dashboard/company');
      await expect(founderPage.getByTestId('company-member')).toHaveCount(3);
      await expectAccessible(founderPage);
      await founderPage.goto('/dashboard/company/invitations');
      await expect(founderPage.getByText('No invitations waiting.')).toBeVisible();
    } finally {
      await close();
    }
  });
}
