import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { insertParts } from './support-db';

// Issue 33's "done when" for quotes: a 300-line quote is offered at 5 % off in one step and
// accepted in part, with the short lines named. The buyer signs in from a fresh browser; three
// parts have 10 in stock where 30 are asked.

const SHORT = [7, 150, 299];
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
// The offer form's rule (lib/selling/money.ts lessPercentCents): 5 % off, to the nearest cent.
const fivePercentOff = (cents: number) => Math.round((cents * 9500) / 10000);

for (const width of [375, 1280]) {
  test(`a 300-line quote offered at 5 % off in one step, accepted in part with its short lines named (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    test.setTimeout(240_000);
    const prefix = `QIP${randomBytes(3).toString('hex').toUpperCase()}`;
    const parts = await insertParts(prefix, 300, (i) => (SHORT.includes(i) ? 10 : 1000));
    const offerCents = parts.reduce((sum, part) => sum + 30 * fivePercentOff(part.priceCents), 0);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      const login = new LoginPage(page);
      await login.goto('/cart');
      await login.signIn(customer);
      await expect(page).toHaveURL(/\/cart$/);
      // The BOM put in the cart as the quick order would (its own journey is quick-order.spec.ts).
      const added = await page.request.post('/api/cart/lines', {
        data: { lines: parts.map((part) => ({ productId: part._id, quantity: 30 })) },
      });
      expect(added.status()).toBe(200);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(300);
      await page.getByRole('button', { name: 'Request a quote for this cart' }).click();
      const request = page.getByRole('form', { name: 'Request a quote for this cart' });
      await request.getByLabel('Note (optional)').fill(`Line ${prefix}`);
      await request.getByRole('button', { name: 'Send request' }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText('Quote requested');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard\/myquotes$/);
      const mine = page.getByTestId('quote').filter({ hasText: `Line ${prefix}` });
      await expect(mine.getByRole('heading')).toHaveText('A cart of 300 parts (9,000 units)');

      // The admin fills all 300 lines at 5 % off list in one step and sends the offer.
      const adminPage = await adminContext.newPage();
      const adminLogin = new LoginPage(adminPage);
      await adminLogin.goto('/dashboard/quotes');
      await adminLogin.signIn(ADMIN);
      const asked = adminPage.getByTestId('quote').filter({ hasText: `Line ${prefix}` });
      await asked.getByLabel('Discount (%)').fill('5');
      await asked.getByRole('button', { name: 'At 5 % off list' }).click();
      await expect(asked.getByTestId('offer-total')).toHaveText(`Offer total: ${dollars(offerCents)}`);
      await asked.getByRole('button', { name: 'Send offer' }).click();
      await expect(asked.getByTestId('quote-status')).toHaveText('Offer ready');

      // The buyer sees the three short lines first, each with what there is, and takes two of them
      // as far as the stock goes; the third waits.
      await page.reload();
      const short = mine.getByTestId('short-line');
      await expect(short).toHaveText(
        SHORT.map((i) => `${parts[i]!.name} · ${parts[i]!.partNumber}: 30 quoted, 10 in stock`),
      );
      const later = parts[SHORT[1]!]!;
      await mine.getByLabel(`Accept now of ${later.name}`).fill('0');
      await expectAccessible(page);
      await mine.getByLabel('Phone').fill('+1 555 0133');
      await mine.getByRole('button', { name: 'Accept 299 lines now' }).click();
      await expect(popup).toContainText('What you left stays quoted until');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard\/payment\//);
      const takenCents =
        offerCents -
        SHORT.reduce((sum, i) => sum + 20 * fivePercentOff(parts[i]!.priceCents), 0) -
        10 * fivePercentOff(later.priceCents);
      await expect(page.getByTestId('payment-total')).toHaveText(dollars(takenCents));

      // Back on My Quotes: the order is named, the rest is still quoted, short lines with the stock now.
      await page.goto('/dashboard/myquotes');
      await expect(mine.getByTestId('quote-orders')).toContainText(
        /Ordered in part as SO-\d{6}\. 3 lines are still quoted\./,
      );
      await expect(short).toHaveText([
        `${parts[SHORT[0]!]!.name} · ${parts[SHORT[0]!]!.partNumber}: 20 quoted, 0 in stock`,
        `${later.name} · ${later.partNumber}: 30 quoted, 10 in stock`,
        `${parts[SHORT[2]!]!.name} · ${parts[SHORT[2]!]!.partNumber}: 20 quoted, 0 in stock`,
      ]);
      await expect(mine.getByRole('button', { name: 'Accept 1 line now' })).toBeEnabled();
      await expectAccessible(page);
      await mine.getByTestId('quote-orders').getByRole('link').click();
      await expect(page).toHaveURL(/\/dashboard\/order\/SO-\d{6}$/);
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
