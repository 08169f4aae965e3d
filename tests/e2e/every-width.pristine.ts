import { blogPlaceholder } from '../../app/content/programs.ts';
import { publicPages } from '../../app/lib/public-pages.ts';
import { expect, expectNoA11yViolations, expectNoPlaceholder, gotoOk, test } from './fixtures.ts';
import { pages as scannedByBothProjects } from './public-page-texts.ts';

// Runs first, on the freshly seeded server (playwright.config.ts: the "pristine" project the others wait
// for), so /blogs is still without posts: every public page, /blogs in that empty state included, passes
// axe-core and shows no placeholder at the small laptop's width too. 390 and 1280 px are the phone and
// desktop projects' widths: public-pages.spec.ts scans its pages there, so only the others are scanned at
// those widths here (the empty /blogs exists only now).

// The small laptop, where the desktop layout begins at its narrowest (lg): the one width between the
// projects' where a page changes most. Wider than 1280 lays out as 1280.
const EXTRA_WIDTHS = [1024] as const;
const PROJECT_WIDTHS = [390, 1280] as const;
const paths = publicPages.filter((page) => !page.path.includes(':')).map((page) => `/${page.path}`);
const scannedElsewhere = new Set(scannedByBothProjects.map((page) => page.path).filter((path) => path !== '/blogs'));

for (const path of paths) {
  const widths = scannedElsewhere.has(path) ? EXTRA_WIDTHS : [...PROJECT_WIDTHS, ...EXTRA_WIDTHS];
  // One visit per page, resized between scans: the page's layout follows the window without a reload.
  test(`${path} at ${widths.join(', ')} px passes axe-core and shows no placeholder`, async ({ page }) => {
    // axe over a long page (the home page) takes a while on a busy machine, and the other projects wait
    // for this one: a slow scan must not fail the run.
    test.slow();
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await gotoOk(page, path);
    if (path === '/blogs') await expect(page.getByRole('heading', { name: blogPlaceholder.heading })).toBeVisible();
    await expectNoPlaceholder(page);
    for (const width of widths) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expectNoA11yViolations(page);
      });
    }
  });
}
