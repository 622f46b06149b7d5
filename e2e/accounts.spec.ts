import { ADMIN, apiSignIn, expect, registerCustomer, test, uniqueEmail } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage, RegisterPage } from './pages/login-page';
import { Navbar } from './pages/navbar';

test.describe('sign-up', () => {
  test('shows each validation message', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.submit();
    await expect(register.form.getByText('Name is Required')).toBeVisible();
    await expect(register.form.getByText('Email is Required')).toBeVisible();
    await expect(register.form.getByText('Password is Required')).toBeVisible();
    await register.fill({ name: 'Ada', email: 'ada@nowhere', password: '12345' });
    await register.submit();
    await expect(register.form.getByText('provide a valid email')).toBeVisible();
    await expect(register.form.getByText('Must be 6 characters or longer')).toBeVisible();
  });

  test('creates the account, opens the dashboard, stores the access token; log out ends it all', async ({
    page,
  }) => {
    const email = uniqueEmail('newbie');
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill({ name: 'New Buyer', email, password: 'brand-new-pass' });
    await register.submit();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new Dashboard(page).heading).toHaveText('My Profile');
    const navbar = new Navbar(page);
    await expect(navbar.emailPrefix).toHaveText(email.slice(0, 8));
    await expect(navbar.dashboard).toBeVisible();
    await expect.poll(() => navbar.accessToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await navbar.logOut.click();
    await expect(navbar.signIn).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await navbar.accessToken()).toBeNull();
    await expect(navbar.emailPrefix).toHaveCount(0);
  });

  test('refuses an email that already has an account, under the form', async ({ page, customer }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill({ name: 'Copycat', email: customer.email, password: 'whatever-1' });
    await register.submit();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'An account with this email already exists. Sign in instead.',
    );
  });
});

test.describe('sign-in', () => {
  test('the login page links to sign-up with "Create New User"', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.google).toBeVisible();
    await page.getByRole('link', { name: 'Create New User' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(new RegisterPage(page).form).toBeVisible();
  });

  test('a wrong password shows the error under the form', async ({ page, customer }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn({ email: customer.email, password: 'not-the-password' });
    await expect(login.authError).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-out visit to /dashboard/order goes to /login and comes back after sign-in', async ({
    page,
    customer,
  }) => {
    await page.goto('/dashboard/order');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Forder$/);
    await new LoginPage(page).signIn(customer);
    await expect(page).toHaveURL(/\/dashboard\/order$/);
    await expect(new Dashboard(page).heading).toHaveText('My Orders');
    await expect(new Navbar(page).emailPrefix).toHaveText(customer.email.slice(0, 8));
  });

  test('without an origin, sign-in lands on / and never follows an off-site callback', async ({
    page,
    customer,
    baseURL,
  }) => {
    const login = new LoginPage(page);
    await login.goto('https://evil.example/phish');
    await login.signIn(customer);
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a callback that normalises to another host is refused, signed out and signed in', async ({
    page,
    customer,
    baseURL,
  }) => {
    // The audit's value: the URL parser turns /.//evil.example into //evil.example.
    const hostile = '/.//evil.example/phish';
    const login = new LoginPage(page);
    await login.goto(hostile);
    await login.signIn(customer);
    await expect(page).toHaveURL(`${baseURL}/`);
    // Signed in now: the login page redirects on the server, and stays on the site.
    const response = await page.request.get(`/login?callbackUrl=${encodeURIComponent(hostile)}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/');
  });
});

test.describe('dashboard menu and guards', () => {
  test('customers see My Profile, My Orders, My Quotes, Add a Review, Quick order and Cart', async ({
    page,
    customer,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signIn(customer);
    await expect(new Dashboard(page).menuLabels()).toHaveText([
      'My Profile',
      'My Orders',
      'My Quotes',
      'Add a Review',
      'Quick order',
      'Cart',
      'Saved lists',
      'Company',
    ]);
  });

  test('a customer opening /dashboard/makeadmin is signed out and lands on /login', async ({
    page,
    customer,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signIn(customer);
    await expect(new Navbar(page).emailPrefix).toBeVisible();
    await page.goto('/dashboard/makeadmin');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fmakeadmin$/);
    await expect(new Navbar(page).signIn).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('admins see the admin menu and make a customer admin; the Admin button then disappears', async ({
    page,
    customer,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard/makeadmin');
    await login.signIn(ADMIN);
    const dashboard = new Dashboard(page);
    await expect(dashboard.menuLabels()).toHaveText([
      'My Profile',
      'Manage All Order',
      'Make Admin',
      'Add A Products',
      'Manage Products',
      'Import Parts',
      'Categories',
      'Manage Reviews',
      'Quotes',
      'Returns',
      'Companies',
      'Price Lists',
      'Tax Rates',
      'Shipping Zones',
      'Audit Log',
      'Mail',
      'Messages',
    ]);
    const row = page.getByTestId('user-row').filter({ hasText: customer.email });
    await expect(row).toContainText('customer');
    await row.getByRole('button', { name: 'Admin' }).click();
    await expect(dashboard.popup()).toContainText('Successfully made an admin');
    await dashboard.popup().getByRole('button', { name: 'OK' }).click();
    await expect(row).toContainText('admin');
    await expect(row.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    // The list is paged, newest first: find yourself by searching.
    await page.getByRole('searchbox', { name: 'Search users by email' }).fill(ADMIN.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const self = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
    await expect(self).toContainText('admin');
    await expect(self.getByRole('button')).toHaveCount(0);
  });

  test('a 403 from make-admin shows "Oops... Failed to make an admin"', async ({
    page,
    request,
    adminApi,
  }) => {
    const [demoted, target] = [
      await registerCustomer(request, 'demoted'),
      await registerCustomer(request, 'target'),
    ];
    expect((await adminApi.put(`/api/user/admin/${demoted.email}`)).status()).toBe(200);
    const login = new LoginPage(page);
    await login.goto('/dashboard/makeadmin');
    await login.signIn(demoted);
    const row = page.getByTestId('user-row').filter({ hasText: target.email });
    await expect(row.getByRole('button', { name: 'Admin' })).toBeVisible();
    // The page has settled: its access token is fetched and stored (a fetch still in flight would
    // store it again after the 403 clears it, and the check below would read that).
    await expect.poll(() => new Navbar(page).accessToken()).not.toBeNull();
    // Another admin takes the role away while this page is open: the server now answers 403.
    expect((await adminApi.delete(`/api/user/admin/${demoted.email}`)).status()).toBe(200);
    await row.getByRole('button', { name: 'Admin' }).click();
    const popup = new Dashboard(page).popup();
    await expect(popup).toContainText('Oops...');
    await expect(popup).toContainText('Failed to make an admin');
    await expect.poll(() => new Navbar(page).accessToken()).toBeNull();
  });
});

test('profile update round trip', async ({ page, customer }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.signIn(customer);
  await page.getByRole('link', { name: 'Update profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile\/loadprofile$/);
  const form = page.getByRole('form', { name: 'Update profile' });
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await form.getByLabel('Phone').fill('');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Phone is Required')).toBeVisible();
  await form.getByLabel('Name').fill('Profile Tester');
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await form.getByLabel('Education').fill('MEng Manufacturing');
  await form.getByLabel('Image URL').fill('https://images.example.com/me.png');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = page.getByTestId('profile');
  await expect(profile).toContainText('Profile Tester');
  await expect(profile).toContainText('+44 20 7946 0958');
  await expect(profile).toContainText('MEng Manufacturing');
  await expect(page.getByRole('img', { name: 'Profile Tester profile picture' })).toHaveAttribute(
    'src',
    'https://images.example.com/me.png',
  );
});

test.describe('Google sign-in', () => {
  test('Continue with Google goes through the identity provider and ends signed in', async ({ page }) => {
    const email = uniqueEmail('googler');
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signInWithGoogle(email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new Navbar(page).emailPrefix).toHaveText(email.slice(0, 8));
    await expect(new Dashboard(page).menuLabels()).toHaveText([
      'My Profile',
      'My Orders',
      'My Quotes',
      'Add a Review',
      'Quick order',
      'Cart',
      'Saved lists',
      'Company',
    ]);
  });

  test('a Google account with the email of an existing user signs into that user', async ({
    page,
    customer,
    adminApi,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signInWithGoogle(customer.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile')).toContainText(customer.name);
    const users: { email: string }[] = await (await adminApi.get('/api/user')).json();
    expect(users.filter((u) => u.email === customer.email)).toHaveLength(1);
  });
});

test('apiSignIn helper signs an API client in', async ({ request, customer }) => {
  await apiSignIn(request, customer);
  expect(await (await request.get(`/api/admin/${customer.email}`)).json()).toEqual({ admin: false });
});

test('My Profile: change password, then Sign out everywhere ends the other device', async ({
  browser,
  page,
  customer,
}) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.signIn(customer);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  const otherLogin = new LoginPage(other);
  await otherLogin.goto('/dashboard/order');
  await otherLogin.signIn(customer);
  await expect(other.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('a-better-pass-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await form.getByLabel('Current password').fill(customer.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  await other.goto('/dashboard/order');
  await expect(other).toHaveURL(/\/login\?callbackUrl=/);
  await otherLogin.signIn({ email: customer.email, password: 'a-better-pass-9' });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(/My Profile|My Orders/);
  await other.goto('/dashboard/order');
  await expect(other.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  const everywhere = page.getByRole('form', { name: 'Sign out everywhere' });
  await everywhere.getByLabel('Current password').fill('a-better-pass-9');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'signed out on every other device' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await other.goto('/dashboard/order');
  await expect(other).toHaveURL(/\/login\?callbackUrl=/);
  await otherDevice.close();
});
