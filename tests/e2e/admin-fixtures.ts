import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, request, type Route } from '@playwright/test';
import { ADMIN, STAFF } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

export { ADMIN, STAFF };

/** Signs in through Better Auth's real endpoint, as a browser on this site would. */
export async function signIn(context: APIRequestContext, baseURL: string, account: { email: string; password: string }) {
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
}

/**
 * Tests of the back-office: the page starts signed in as the administrator. The session is made once
 * per worker through the real sign-in endpoint and reused, so no test pays for a sign-in of its own.
 */
export const adminTest = test.extend<object, { adminStorage: string }>({
  adminStorage: [
    async ({}, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const context = await request.newContext({ baseURL });
      await signIn(context, baseURL, ADMIN);
      const file = path.join(workerInfo.project.outputDir, `.admin-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorage }, use) => use(adminStorage),
});

/** Opens an admin screen and waits until it is interactive. */
export async function gotoAdmin(page: Page, pathname: string) {
  const response = await page.goto(pathname);
  expect(response?.status(), `status of ${pathname}`).toBe(200);
  expect(new URL(page.url()).pathname).toBe(pathname.split('?')[0]);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The table's region scrolls sideways by nothing, and every action of every row is inside the window. */
export async function expectTableFits(page: Page, frame: Locator, region: string) {
  await expect(frame).toBeVisible();
  const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `${region} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(clientWidth);
  const width = page.viewportSize()!.width;
  for (const action of await frame.locator('tbody a, tbody button').all()) {
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x + box.width, `${await action.getAttribute('aria-label')}`).toBeLessThanOrEqual(width);
  }
}

/**
 * Presses `button` and expects the screen's action at `path` to answer `status` with `text` in its body.
 * The answer is read as it passes, since the page may move on (revalidate, close the form) before a
 * response's body could be asked for.
 */
export async function submitAndRead(page: Page, path: string, button: Locator, status: number, text: string) {
  let answer: { status: number; body: string } | null = null;
  const pattern = `**${path}.data*`;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    answer = { status: response.status(), body: await response.text() };
    await route.fulfill({ response });
  };
  await page.route(pattern, handler);
  await button.click();
  await expect.poll(() => answer?.status).toBe(status);
  await page.unroute(pattern, handler);
  expect(answer!.body).toContain(text);
}
