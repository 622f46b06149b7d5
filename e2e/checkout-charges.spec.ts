import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { pdfText } from '../tests/support/pdf-text';
import { expectAccessible } from './axe';
import { companyFounder } from './company-setup';
import { expect, registerCustomer, test } from './fixtures';
import { checkOut, fillCartThenSignIn } from './pages/cart-page';
import { PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// Shipping and tax charged as shown (issue 36), as a first-time customer takes it: a part's page,
// the cart, signing in, a ship-to entered at checkout in another state than the plant's (Ohio):
// the cart shows its shipping and tax before anything is placed, the payment screen asks for
// exactly that total, and the invoice prints the seller's tax id, the ship-to, each line's rate
// and tax, the shipping line, subtotal, tax and total.

test.beforeAll(async ({ adminApi }) => {
  // Colorado: no other journey ships there (the store's own zone takes the rest of the US free).
  const zones = (await (await adminApi.get('/api/shipping/zones')).json()) as { name: string }[];
  if (!zones.some((zone) => zone.name === 'Colorado')) {
    const zone = await adminApi.post('/api/shipping/zones', {
      data: {
        name: 'Colorado',
        areas: [{ country: 'US', regions: ['CO'] }],
        methods: [
          {
            name: 'LTL freight',
            kind: 'weight',
            bands: [
              { upTo: 100, price: 60 },
              { upTo: null, price: null },
            ],
          },
          { name: 'Ground', kind: 'flat', price: 22.5 },
          { name: 'Will call', kind: 'pickup', taxClass: 'exempt' },
        ],
      },
    });
    expect(zone.status()).toBe(201);
    const rate = await adminApi.post('/api/tax/rates', {
      data: {
        country: 'US',
        region: 'CO',
        taxClass: 'standard',
        rate: 7.65,
        label: 'Sales tax',
        from: '2020-01-01',
      },
    });
    expect(rate.status()).toBe(201);
    // Germany's VAT, which a company with a valid VAT id is reverse-charged instead of paying.
    const vat = await adminApi.post('/api/tax/rates', {
      data: { country: 'DE', taxClass: 'standard', rate: 19, label: 'VAT', from: '2020-01-01' },
    });
    expect(vat.status()).toBe(201);
  }
});

for (const width of [375, 1280]) {
  test(`a new customer enters a ship-to in Colorado, sees shipping and tax, pays exactly that and gets a complete invoice (${width} px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(3).toString('hex');
    const part = await insertPart({ name: `Charged flange ${tag}`, quantity: 500, priceCents: 1240 });
    const buyer = await registerCustomer(request, `charged-${width}`);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await fillCartThenSignIn(page, [part], buyer);

      // Nothing saved yet: collected at the plant, Ohio has no rate here, so the total is the lines'.
      const delivery = page.getByRole('region', { name: 'Delivery' });
      await expect(delivery.getByLabel('Deliver to')).toHaveValue('collect');
      await expect(page.getByTestId('charges-total')).toHaveText('$372.00');
      await delivery.getByText('Ship to a new address').click();
      const form = delivery.getByRole('form', { name: 'Add an address' });
      await form.getByLabel('Label').fill('Denver shop');
      await form.getByLabel('Address', { exact: true }).fill('1600 Blake Street');
      await form.getByLabel('City').fill('Denver');
      await form.getByLabel('Postal code').fill('80202');
      await form.getByLabel('Region (optional)').fill('CO');
      await form.getByLabel('Country (two letters)').fill('US');
      await form.getByRole('button', { name: 'Add address' }).click();
      await expect(delivery.getByLabel('Deliver to')).toHaveValue(/^[0-9a-f]{24}$/);
      // 30 × $12.40 = $372.00; Ground $22.50; 7.65 % of each, rounded once: 28.46 + 1.72 = 30.18.
      await expect(page.getByTestId('charges-shipping')).toHaveText('$22.50');
      await expect(page.getByTestId('charges-tax')).toHaveText('$30.18');
      await expect(page.getByTestId('charges-total')).toHaveText('$424.68');
      await expect(page.getByRole('radio', { name: /Ground/ })).toBeChecked();
      // The flange has no shipping weight: freight by weight is offered to nobody, never at 0 kg.
      await expect(page.getByRole('radio', { name: /LTL freight/ })).toBeDisabled();
      await expect(page.getByTestId('cart-charges')).toContainText(
        `No shipping weight for ${part.partNumber}: choose another method.`,
      );
      await expectAccessible(page);
      // Will call: no shipping, and shipping's class is exempt.
      await page.getByRole('radio', { name: /Will call/ }).check();
      await expect(page.getByTestId('charges-total')).toHaveText('$400.46');
      await page.getByRole('radio', { name: /Ground/ }).check();
      await expect(page.getByTestId('charges-total')).toHaveText('$424.68');

      await checkOut(page, { name: 'Dana Denver', po: `PO-CO-${tag}` });
      await expect(page.getByTestId('payment-total')).toHaveText('$424.68');
      await expect(page.getByText('$30.18', { exact: true })).toBeVisible();
      const number = (await page.getByTestId('payment-order-number').textContent())!;
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toBeVisible();

      await page.goto(`/dashboard/order/${number}`);
      const header = page.getByTestId('order-header');
      await expect(header).toContainText('$424.68');
      await expect(header).toContainText('Denver shop, 1600 Blake Street, 80202 Denver, CO, US');
      const invoice = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download invoice' }).click();
      // A long cell wraps onto the next line: words compared with single spaces.
      const text = (await pdfText(await readFile((await (await invoice).path())!))).replace(/\s+/g, ' ');
      for (const printed of [
        'Tax id: EIN 31-1234567',
        'Bill to Dana Denver 1600 Blake Street 80202 Denver CO US',
        'Ship to Denver shop 1600 Blake Street 80202 Denver CO US',
        `PO number: PO-CO-${tag}`,
        '30 $12.40 7.65 % $28.46 $372.00',
        'Shipping: Ground (tax 7.65 %: $1.72)',
        'Subtotal $372.00',
        'Tax $30.18',
        'Total (USD) $424.68',
      ])
        expect(text).toContain(printed);
    } finally {
      await context.close();
    }
  });
}

test('a company with an EU VAT id checks out reverse-charged: 0 % with the mention, on the invoice too', async ({
  browser,
  baseURL,
  request,
  playwright,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const part = await insertPart({ name: `Reverse flange ${tag}`, quantity: 500, priceCents: 1000 });
  // Its founder buys for it; it sits in Berlin with VAT id DE123456789 (e2e/company-setup.ts).
  const { buyer, buyerApi } = await companyFounder(
    { request, playwright, baseURL, adminApi },
    'reverse-buyer',
    `Reverse GmbH ${tag}`,
  );
  await buyerApi.dispose();
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await fillCartThenSignIn(page, [part], buyer);
    const mention =
      'Reverse charge: VAT to be accounted for by the customer (VAT id DE123456789), Article 196 of Council Directive 2006/112/EC.';
    await expect(page.getByTestId('charges-exemption')).toHaveText(mention);
    await expect(page.getByTestId('charges-tax')).toHaveText('$0.00');
    await expect(page.getByTestId('charges-total')).toHaveText('$300.00');
    await expect(page.getByRole('region', { name: 'Delivery' })).toHaveCount(0);
    await checkOut(page, { name: 'Rita Reverse', po: `PO-RC-${tag}` });
    await expect(page.getByTestId('payment-total')).toHaveText('$300.00');
    const number = (await page.getByTestId('payment-order-number').textContent())!;
    await new PaymentPage(page).payWith('4242 4242 4242 4242');
    await expect(new PaymentPage(page).success).toBeVisible();
    await page.goto(`/dashboard/order/${number}`);
    await expect(page.getByTestId('order-header')).toContainText(mention);
    const invoice = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download invoice' }).click();
    const text = (await pdfText(await readFile((await (await invoice).path())!))).replace(/\s+/g, ' ');
    for (const printed of ['Tax id: DE123456789', '30 $10.00 0 % $0.00 $300.00', 'Tax $0.00', mention])
      expect(text).toContain(printed);
  } finally {
    await context.close();
  }
});
