import { blogPlaceholder } from '../../app/content/programs.ts';
import { publicPages } from '../../app/lib/public-pages.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// Runs first, on the freshly seeded server (playwright.config.ts: the "pristine" project the others wait
// for), so /blogs is still without posts: every public page, /blogs in that empty state included, passes
// axe-core and shows no placeholder or doubled section number at every width issue #18 names. With a
// post, /blogs is checked in layout.spec.ts.

const WIDTHS = [390, 768, 1024, 1280, 1440] as const;
const paths = publicPages.filter((page) => !page.path.includes(':')).map((page) => `/${page.path}`);

for (const path of paths) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px passes axe-core and shows no placeholder`, async ({ page }) => {
      // axe over a long page (the home page) takes a while on a busy machine, and the other projects wait
      // for this one: a slow scan must not fail the run.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await gotoOk(page, path);
      if (path === '/blogs') await expect(page.getByRole('heading', { name: blogPlaceholder.heading })).toBeVisible();
      // No placeholder and no doubled section number ("1. 1. About these terms") reaches a guest.
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/\{[a-z]+\}|XXXX|\b(\d+)\.\s+\1\.\s/i);
      await expectNoA11yViolations(page);
    });
  }
}
