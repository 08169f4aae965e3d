import { request as playwrightRequest } from '@playwright/test';
import { LOGIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { ADMIN, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

const screens = [
  '/admin/today',
  '/admin/dashboard',
  '/admin/events',
  '/admin/classes',
  '/admin/users',
  '/admin/bookings',
  '/admin/blogs',
  '/admin/enquiries',
  '/admin/mail',
];
// The screens whose actions change data; each must refuse anyone but an administrator.
const actions = ['/admin/today', '/admin/events', '/admin/classes', '/admin/bookings', '/admin/blogs', '/admin/enquiries', '/admin/mail'];

async function fillLogin(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

test.describe('sign-in', () => {
  // A refused sign-in answers 401 or 403, which Chromium reports on the console as a failed load.
  test.use({ expectedConsoleErrors: /status of 40[013]/ });
  test('the login page is accessible and says how to get access', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(LOGIN_MESSAGES.note)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('email and password are required', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('show and hide the password', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the service message and signs nobody in', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await fillLogin(page, ADMIN.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expectNoA11yViolations(page);
    expect((await page.request.get('/admin/dashboard', { maxRedirects: 0 })).status()).toBe(302);
  });

  test('the right password lands on the dashboard by a full page load, with a safe cookie', async ({ page, context }) => {
    await gotoOk(page, '/admin/login');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('a visitor sent to sign in returns to the page asked for', async ({ page }) => {
    await page.goto('/admin/bookings?status=pending');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fbookings%3Fstatus%3Dpending$/);
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/bookings\?status=pending$/);
  });

  test('an account without the admin role is refused at the login page', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await fillLogin(page, STAFF.email, STAFF.password);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.notAdmin);
    expect((await page.request.get('/admin/dashboard', { maxRedirects: 0 })).status()).toBe(302);
  });

  test('logout signs out and goes home', async ({ page }) => {
    await gotoOk(page, '/admin/login');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe('guards', () => {
  test('every admin page sends a visitor to sign in', async ({ request }) => {
    for (const screen of screens) {
      const response = await request.get(screen, { maxRedirects: 0 });
      expect(response.status(), screen).toBe(302);
      expect(response.headers().location, screen).toBe(`/admin/login?redirectTo=${encodeURIComponent(screen)}`);
    }
  });

  test('every admin action and the export answer 401 to a visitor', async ({ request, baseURL }) => {
    for (const screen of actions) {
      const response = await request.post(screen, { form: { intent: 'delete', id: crypto.randomUUID() }, headers: { origin: baseURL! } });
      expect(response.status(), screen).toBe(401);
    }
    expect((await request.get('/admin/bookings/export.csv')).status()).toBe(401);
  });

  test('a signed-in non-admin gets 403 from every admin page, action and the export', async ({ baseURL }) => {
    const staff = await playwrightRequest.newContext({ baseURL });
    await signIn(staff, baseURL!, STAFF);
    for (const screen of screens) expect((await staff.get(screen, { maxRedirects: 0 })).status(), screen).toBe(403);
    for (const screen of actions) {
      const response = await staff.post(screen, { form: { intent: 'delete', id: crypto.randomUUID() }, headers: { origin: baseURL! } });
      expect(response.status(), screen).toBe(403);
    }
    expect((await staff.get('/admin/bookings/export.csv')).status()).toBe(403);
    await staff.dispose();
  });

  test('a post from another site is refused before it reaches the back-office', async ({ request }) => {
    const response = await request.post('/admin/login', {
      form: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
  });

  test('nobody can sign up', async ({ request, baseURL }) => {
    const response = await request.post('/api/auth/sign-up/email', {
      data: { email: 'intruder@example.org', password: 'a long password 123', name: 'Intruder' },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    const again = await playwrightRequest.newContext({ baseURL });
    const signInAttempt = await again.post('/api/auth/sign-in/email', {
      data: { email: 'intruder@example.org', password: 'a long password 123' },
      headers: { origin: baseURL! },
    });
    expect(signInAttempt.status()).toBe(401);
    await again.dispose();
  });
});

test('back-office pages are never cached', async ({ request }) => {
  const response = await request.get('/admin/login');
  expect(response.headers()['cache-control']).toBe('no-store');
});
