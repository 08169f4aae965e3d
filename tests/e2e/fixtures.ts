import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

/** Every test fails on a console error in the page: hydration mismatches and CSP refusals show up there. */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  // The pages' decorative background videos are asked for and never answered, so they stay on their poster:
  // decoding one in software takes about a fifth of a core for as long as its page is open (measured on
  // /calendar and /), which the other worker's page needs. No test watches a video play; the markup and
  // the reduced-motion rule are checked in their own contexts.
  context: async ({ context }, use) => {
    await context.route('**/media/video/**', () => {});
    await use(context);
  },
  // One pattern of console errors a test expects (a single value: Playwright reads a two-item array as [value, options]).
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // A refused script, style or eval shows up here too, even when the page's code catches it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoA11yViolations(page: Page) {
  // Contrast is judged on what the guest sees once the page settles: mid fade-in (the phone's sticky Book
  // bar, a dialog opening) a colour is still partly transparent, which a slow machine lets axe catch.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are asked for: collecting every passing node costs a long page a sixth of its scan.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary, 'axe-core violations').toEqual([]);
}

/** No placeholder ('{product}', 'XXXX') and no doubled section number ('1. 1. About these terms') reaches a guest. */
export async function expectNoPlaceholder(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\{[a-z]+\}|XXXX|\b(\d+)\.\s+\1\.\s/i);
}

export async function gotoOk(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  // Wait until React has hydrated so interactions reach their handlers.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response!;
}

/**
 * A full-page screenshot for people to look at, written only when SCREENSHOT_DIR names a folder: a run that
 * looks at nothing spends no time on pictures.
 */
export async function screenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
