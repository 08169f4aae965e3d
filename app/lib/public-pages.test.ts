import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { isCacheablePage, publicPages, sitemapPaths } from './public-pages.ts';

// The table of public pages is the only way onto the public site: the site layout's routes are exactly
// the table's pages and aliases (and the catch-all "not found"), and every screen module under
// app/routes/site/ is one of them, so a new page gets its sitemap and page-cache decision on purpose.

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  id?: string;
  children?: RouteEntry[];
}

const siteLayout = (routes as RouteEntry[]).find((entry) => entry.file === 'routes/site/layout.tsx');
const NOT_FOUND = { path: '*', file: 'routes/site/not-found.tsx' };
/** Modules under routes/site/ that are not pages of their own: the layout, "not found", and the booking's calendar file (a resource route). */
const NOT_PAGES = ['layout.tsx', 'not-found.tsx', 'booking-calendar.ts', 'booking-invoice.ts', 'booking-guest-data.ts'];

describe('the public pages table', () => {
  it('is the site layout: its pages and aliases, then "not found", and no route besides', () => {
    const children = (siteLayout?.children ?? []).map((child) => ({ path: child.index ? '' : child.path, file: child.file }));
    const expected = publicPages
      .flatMap((page) => [page, ...(page.aliases ?? []).map((alias) => ({ ...page, path: alias }))])
      .map((page) => ({ path: page.path, file: page.module }));
    expect(children).toEqual([...expected, NOT_FOUND]);
  });

  it('names every screen module under app/routes/site/', () => {
    const modules = fs
      .readdirSync(path.resolve(import.meta.dirname, '../routes/site'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !NOT_PAGES.includes(file));
    const inTable = new Set(publicPages.map((page) => path.basename(page.module)));
    expect(modules.filter((file) => !inTable.has(file))).toEqual([]);
  });

  it('has one row per path, and ids that React Router can tell apart', () => {
    const paths = publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    const modules = publicPages.map((page) => page.id ?? page.module);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('lists the main paths in the sitemap, never an alias, a guest’s booking or a path with a part to fill', () => {
    expect(sitemapPaths).toContain('/');
    expect(sitemapPaths).toContain('/rejuvenation');
    // Each retreat's page is listed by the sitemap's loader from its record, as a blog post is.
    expect(sitemapPaths).not.toContain('/rejuvenation/package');
    expect(sitemapPaths).not.toContain('/rejuvenate');
    expect(sitemapPaths).not.toContain('/book-stay');
    expect(sitemapPaths.filter((pagePath) => pagePath.includes(':'))).toEqual([]);
  });

  it('shares the renderings of public pages, never a guest’s booking, the back-office or the API', () => {
    for (const shared of [
      '/',
      '/about',
      '/calendar',
      '/rejuvenate',
      '/book-stay',
      '/blogs',
      '/blogs/morning-light',
      '/credits',
      '/privacy-policy',
    ]) {
      expect(isCacheablePage(shared), shared).toBe(true);
    }
    for (const own of [
      '/booking/abc.def',
      '/booking/abc/calendar.ics',
      '/admin',
      '/admin/bookings',
      '/api/payments/orders',
      '/sitemap.xml',
      '/about/',
      '/blogs/a/b',
      '/nowhere',
      '//about',
    ]) {
      expect(isCacheablePage(own), own).toBe(false);
    }
  });
});
