import type { Page } from '@playwright/test';
import { RETREAT_DIALOG_ID } from '../../app/lib/checkout.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { ADMIN, signIn } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// The layout at every width, on touch screens, and the focus ring.

const WIDTHS = [390, 768, 1024, 1280, 1440] as const;

test('@desktop-only the desktop menu is one line high from 1024 px: no label breaks, nothing overflows', async ({ page }) => {
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoOk(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main' }).locator('ul').first();
    await expect(menu).toBeVisible();
    const items = await menu.locator(':scope > li > a, :scope > li button').evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
        return {
          text: node.textContent,
          top: box.top,
          height: box.height,
          right: box.right,
          lines: Math.round(node.getClientRects()[0]!.height / lineHeight),
        };
      }),
    );
    expect(items.map((item) => item.text)).toEqual(['HOME', 'ABOUT US', 'CALENDAR', 'GALLERY', 'CONTACT US', 'BOOK NOW ', 'EXPLORE MORE']);
    for (const item of items) {
      expect(item.height, `${item.text} at ${width} px`).toBeLessThan(44);
      expect(item.right, `${item.text} at ${width} px`).toBeLessThanOrEqual(width);
    }
    // One row: every item's middle on the same line.
    const middles = items.map((item) => item.top + item.height / 2);
    expect(Math.max(...middles) - Math.min(...middles), `one row at ${width} px`).toBeLessThan(4);
    expect((await menu.boundingBox())!.height, `menu height at ${width} px`).toBeLessThan(48);
  }
});

// It opens touch contexts of its own, so one project runs it.
test('@phone-only on a touch screen the therapy panels show their descriptions without hover', async ({ browser, baseURL }) => {
  for (const width of [390, 768]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoOk(page, '/');
    const panels = page.locator('[data-ready]');
    await panels.scrollIntoViewIfNeeded();
    const descriptions = panels.locator('[id^="therapy-"]');
    await expect(descriptions).toHaveCount(5);
    for (const description of await descriptions.all()) {
      const shown = await description.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const panel = node.closest('li')!.getBoundingClientRect();
        return {
          opacity: getComputedStyle(node).opacity,
          height: box.height,
          inside: box.bottom <= panel.bottom + 1 && box.top >= panel.top,
        };
      });
      expect(shown, `${await description.textContent()} at ${width} px`).toEqual({
        opacity: '1',
        height: expect.any(Number),
        inside: true,
      });
      expect(shown.height).toBeGreaterThan(30);
    }
    await context.close();
  }
});

test('@phone-only on a 390 × 844 phone the day’s first event starts on the first screen; the panel waits behind Filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoOk(page, `/calendar?date=${addDays(todayIn('Asia/Kolkata'), 1)}`);
  const first = page.locator('main article').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(844 - 60);
  const grid = page.getByRole('table');
  await expect(grid).toBeHidden();
  await page.locator('summary', { hasText: 'FILTER' }).click();
  await expect(grid).toBeVisible();
  // The state stays in the address, and the closed summary says what narrows the list.
  await page.getByLabel('Search').fill('yoga');
  await page.getByRole('button', { name: 'GO' }).click();
  await expect(page).toHaveURL(/q=yoga/);
  await expect(page.locator('summary', { hasText: 'FILTER' })).toContainText('“yoga”');
  await expect(grid).toBeHidden();
  await expectNoA11yViolations(page);
});

test('searching "yoga" finds Hatha, whose card calls it YOGA', async ({ page }) => {
  await gotoOk(page, `/calendar?date=${addDays(todayIn('Asia/Kolkata'), 1)}&q=yoga`);
  const titles = await page.locator('main article h3').allInnerTexts();
  expect(titles).toContain('Hatha');
  expect(titles).toEqual(expect.arrayContaining(['Aerial yoga', 'Yin yoga']));
  expect(titles).not.toContain('Sound healing');
});

test('@desktop-only from 1024 px the calendar panel shows without Filter and stays in view as the list scrolls', async ({ page }) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoOk(page, `/calendar?date=${addDays(todayIn('Asia/Kolkata'), 1)}`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('summary', { hasText: 'FILTER' })).toBeHidden();
    const panel = page.getByRole('complementary', { name: 'Find an experience' });
    await page.locator('main article').last().scrollIntoViewIfNeeded();
    const box = (await panel.boundingBox())!;
    expect(box.y, `panel top at ${width} px`).toBeGreaterThanOrEqual(60);
    expect(box.y, `panel top at ${width} px`).toBeLessThan(120);
  }
  await expectNoA11yViolations(page);
});

for (const { path, price } of [
  { path: '/rejuvenation/package', price: 'Book · ₹21,250' },
  { path: '/book-your-stay', price: 'Book · ₹3,420' },
]) {
  test(`${path}: a sticky "${price}" bar on phones only, never covering the end of the page`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await gotoOk(page, path);
      const bar = page.locator('main').getByText(price, { exact: true });
      if (width >= 1024) {
        await expect(bar, `at ${width} px`).toBeHidden();
        continue;
      }
      await expect(bar, `at ${width} px`).toBeInViewport();
      // Halfway down it rides the screen's bottom edge.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect
        .poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height), {
          message: `bottom at ${width} px`,
        })
        .toBeGreaterThan(844 - 80);
      // At the end it rests after the content: the footer and the page's last section are not under it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Its short slide-in moves it by up to 8 px: measure where it rests.
      await bar.evaluate((node) =>
        node
          .closest('.sticky')!
          .getAnimations()
          .forEach((animation) => animation.finish()),
      );
      const barBox = (await bar.locator('xpath=ancestor::div[contains(@class, "sticky")]').boundingBox())!;
      const footer = (await page.locator('footer').boundingBox())!;
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(footer.y + 2);
      // Its content ends above it: the last section before the bar is not under it.
      const before = (await bar
        .locator('xpath=ancestor::div[contains(@class, "sticky")]/preceding-sibling::*[self::section or self::div][1]')
        .boundingBox())!;
      expect(before.y + before.height).toBeLessThanOrEqual(barBox.y + 2);
    }
    await expectNoA11yViolations(page);
  });
}

test('@phone-only the retreat bar opens the same booking dialog as BOOK THIS EXPERIENCE; no slide-in under reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoOk(page, '/rejuvenation/package');
  const bar = page.getByRole('button', { name: 'Book · ₹21,250' });
  expect(await bar.evaluate((node) => getComputedStyle(node.closest('.sticky')!).animationName)).toBe('none');
  await bar.click();
  await expect(page.locator(`dialog#${RETREAT_DIALOG_ID}`)).toHaveJSProperty('open', true);
});

test('@phone-only the stay bar leads to the dates form, below the sticky header', async ({ page }) => {
  await gotoOk(page, '/book-your-stay');
  await page.getByRole('link', { name: 'Book · ₹3,420' }).click();
  await expect(page).toHaveURL(/#stay-dates$/);
  await expect(page.getByLabel('Check-in')).toBeInViewport();
  const form = (await page.getByRole('region', { name: 'Choose your dates' }).boundingBox())!;
  expect(form.y).toBeGreaterThanOrEqual(64);
});

test('an anchor’s target lands below the sticky header, not under it', async ({ page }) => {
  await gotoOk(page, '/contact#enquiry');
  const header = (await page.locator('header').first().boundingBox())!;
  await expect.poll(async () => (await page.locator('#enquiry').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});

/** Focuses each control in turn and measures its ring: width, and contrast with the surface around it. */
async function focusRings(page: Page, scope: string) {
  await page.keyboard.press('Tab');
  const controls = page.locator(
    `${scope} :is(input:not([type="hidden"]), select, textarea, button):visible:not([tabindex="-1"]):not(:disabled)`,
  );
  const rings = [];
  for (const control of await controls.all()) {
    rings.push(
      await control.evaluate((node: HTMLElement) => {
        node.focus();
        // A button's transition-colors also eases its outline in from currentColor: measure the ring at rest.
        for (const animation of node.getAnimations()) animation.finish();
        const style = getComputedStyle(node);
        // Any CSS colour (rgb, oklab from Tailwind's colour-mix…) as sRGB 0-255 and alpha, read back from a canvas.
        const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgba = (color: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = color;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
          return [r!, g!, b!, a! / 255];
        };
        // The surface the ring is drawn on: the first ancestors' backgrounds, blended down to an opaque one.
        const layers: number[][] = [];
        for (let at = node.parentElement; at; at = at.parentElement) {
          const [r, g, b, a = 1] = rgba(getComputedStyle(at).backgroundColor);
          if (a === 0) continue;
          layers.push([r!, g!, b!, a]);
          if (a >= 1) break;
        }
        let surface = [255, 255, 255];
        for (const [r, g, b, a] of layers.reverse())
          surface = [r! * a! + surface[0]! * (1 - a!), g! * a! + surface[1]! * (1 - a!), b! * a! + surface[2]! * (1 - a!)];
        const luminance = ([r, g, b]: number[]) =>
          [r!, g!, b!]
            .map((channel) => channel / 255)
            .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
        const ring = rgba(style.outlineColor);
        const [light, dark] = [luminance(ring), luminance(surface)].sort((x, y) => y - x);
        const name = `${node.tagName.toLowerCase()} ${node.getAttribute('name') ?? node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30)}`;
        return {
          name,
          visible: node.matches(':focus-visible') && style.outlineStyle !== 'none',
          width: parseFloat(style.outlineWidth),
          contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
        };
      }),
    );
  }
  return rings;
}

function expectRings(rings: Awaited<ReturnType<typeof focusRings>>) {
  expect(rings.length).toBeGreaterThan(0);
  for (const ring of rings) {
    expect(ring.visible, ring.name).toBe(true);
    expect(ring.width, ring.name).toBeGreaterThanOrEqual(2);
    expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3);
  }
}

for (const path of ['/', '/contact', '/calendar', '/book-your-stay', '/rejuvenation/package']) {
  test(`${path}: every input, select, textarea and button shows a 2 px focus ring at 3:1 or more`, async ({ page }) => {
    await gotoOk(page, path);
    expectRings(await focusRings(page, 'body'));
  });
}

test('the calendar booking dialog’s fields show the same ring', async ({ page }) => {
  await gotoOk(page, `/calendar?date=${addDays(todayIn('Asia/Kolkata'), 3)}`);
  await page.getByRole('button', { name: 'BOOK THIS EXPERIENCE' }).first().click();
  await expect(page.getByRole('dialog', { name: 'CONTACT DETAILS' })).toBeVisible();
  expectRings(await focusRings(page, 'dialog[open]'));
});

// It sets each width itself, so one project runs it.
test('@desktop-only /blogs with a published post passes axe at every width', async ({ page, baseURL }) => {
  const request = page.context().request;
  await signIn(request, baseURL!, ADMIN);
  const title = `Layout ${test.info().project.name} ${Date.now().toString(36)}`;
  const created = await request.post('/admin/blogs?new=1', {
    form: { intent: 'create', title, author: 'Meera Nair', excerpt: 'A short walk.', content: 'Body', published: 'on' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(created.status()).toBeLessThan(400);
  await page.context().clearCookies();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await gotoOk(page, '/blogs');
    await expect(page.getByRole('link', { name: new RegExp(`^READ MORE\\W+${title}$`) })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});
