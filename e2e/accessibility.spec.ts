import { ADMIN, apiSignIn, expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';
import { auditScreens, publicScreens } from './axe';

for (const width of [375, 1280])
  test.describe(`WCAG 2.2 AA (axe) at ${width} px`, () => {
    test('every public screen', async ({ page, request }) => {
      const [first] = await (await request.get('/api/product?limit=1')).json();
      expect(await auditScreens(page, width, publicScreens(first._id))).toEqual([]);
    });

    test('every customer screen: profile, orders, review, purchase and payment', async ({
      page,
      request,
      customer,
      adminApi,
    }) => {
      // With volume prices, so that the ladder on the purchase page and the part's page is checked too.
      const part = await insertPart({
        name: `Axe Bracket ${Date.now()}`,
        quantity: 300,
        priceCents: 420,
        selling: { priceBreaks: [{ minQuantity: 100, unitCents: 390 }] },
      });
      await apiSignIn(request, customer);
      const order = await request.post(`/api/order/${part._id}`, {
        data: { customerName: customer.name, phoneNumber: '555 0100', productQuantity: 30 },
      });
      expect(order.status()).toBe(201);
      const { _id: orderId } = await order.json();
      // A quote with an offer, so My Quotes shows its accept form (and Quotes an answered request).
      const quote = await request.post('/api/quotes', { data: { productId: part._id, quantity: 500 } });
      expect(quote.status()).toBe(201);
      const offer = await adminApi.patch(`/api/quotes/${(await quote.json())._id}`, {
        data: {
          unitPrize: 3.5,
          validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        },
      });
      expect(offer.status()).toBe(200);
      const login = new LoginPage(page);
      await login.goto('/dashboard');
      await login.signIn(customer);
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      const paths = [
        '/dashboard',
        '/dashboard/myprofile/loadprofile',
        '/dashboard/order',
        '/dashboard/myquotes',
        '/dashboard/review',
        '/dashboard/lists',
        `/dashboard/payment/${orderId}`,
        `/product/${part._id}`,
        `/parts/${part._id}`,
      ];
      expect(await auditScreens(page, width, paths)).toEqual([]);
    });

    test('every admin screen, the Audit Log and Manage Reviews included', async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto('/dashboard');
      await login.signIn(ADMIN);
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      const paths = [
        '/dashboard',
        '/dashboard/manageorder',
        '/dashboard/addproduct',
        '/dashboard/manageproduct',
        '/dashboard/makeadmin',
        '/dashboard/managereviews',
        '/dashboard/audit',
        '/dashboard/quotes',
        '/dashboard/importparts',
        '/dashboard/categories',
        '/dashboard/mail',
        '/dashboard/tax',
        '/dashboard/shipping',
        '/dashboard/returns',
      ];
      expect(await auditScreens(page, width, paths)).toEqual([]);
    });
  });
