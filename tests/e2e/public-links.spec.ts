import { publicPages } from '../../app/lib/public-pages.ts';
import { expect, gotoOk, test } from './fixtures.ts';

// No dead end reaches a guest: every same-origin link of every public page (menu, footer,
// buttons) answers 200, lands on a real page rather than a placeholder, and its #fragment names an
// element of that page. Links are the same at every width, so one project walks them.

const startPaths = publicPages.filter((page) => !page.path.includes(':')).map((page) => `/${page.path}`);

// The SPEC's empty journal keeps its words ('Coming Soon' with its three cards) until the first post is
// published, but it is no dead end: its newsletter line has a working sign-up (tests/e2e/newsletter.spec.ts).
// Every other page must be real.
const placeholderAllowed = new Set(['/blogs']);

/** A page's visible text, without scripts, styles and tags (JSON and CSS may hold braces legitimately). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&');
}

test('every link of every public page leads to a real page @desktop-only', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const targets = new Map<string, string>(); // target (path+query+hash) -> first page linking to it
  for (const path of startPaths) {
    await gotoOk(page, path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (!targets.has(target)) targets.set(target, path);
    }
  }
  // Menu, footer and the home page's buttons are all in: the walk would be hollow otherwise.
  for (const expected of ['/programs#medical-consultations', '/belonging-project', '/blogs', '/book-your-stay', '/learning'])
    expect([...targets.keys()], 'links found').toContain(expected);

  const pages = new Map<string, string>();
  for (const [target, from] of targets) {
    const url = new URL(target, origin);
    const key = `${url.pathname}${url.search}`;
    if (!pages.has(key)) {
      const response = await page.request.get(key, { maxRedirects: 0 });
      expect(response.status(), `${key}, linked from ${from}`).toBe(200);
      pages.set(key, await response.text());
    }
    const html = pages.get(key)!;
    const text = visibleText(html);
    expect(text, `${key}, linked from ${from}`).not.toMatch(/[{}]|XXXX/);
    if (!placeholderAllowed.has(url.pathname)) expect(text, `${key}, linked from ${from}`).not.toMatch(/Coming Soon/i);
    if (url.hash) expect(html, `${target}, linked from ${from}`).toContain(`id="${url.hash.slice(1)}"`);
  }
});
