// Every page of the public site, once: app/routes.ts makes its routes from this table, the
// sitemap lists the pages marked `inSitemap`, and the server's page cache (server/app.ts) shares one
// rendering of the pages marked `cacheable` between visitors. A route added to the site's layout without
// a row here fails app/lib/public-pages.test.ts, so a new page cannot silently miss the cache or the sitemap.

export interface PublicPage {
  /** The path as the route table writes it: no leading slash, '' for the home page, ':name' for a part. */
  path: string;
  /** The route module, from app/. */
  module: string;
  /** The route's id when one module serves several pages (React Router ids must be unique). */
  id?: string;
  /** Older or shorter paths that render the same module under their own id (the path itself), and point their canonical link at `path`. */
  aliases?: readonly string[];
  /** Listed in /sitemap.xml (a page with a ':name' part is listed by its own loader's records, such as blog posts). */
  inSitemap: boolean;
  /**
   * One rendering may serve every visitor: the page reads nothing of the visitor (no cookie, no personal
   * data). Never a guest's own booking page.
   */
  cacheable: boolean;
}

export const publicPages: readonly PublicPage[] = [
  { path: '', module: 'routes/site/home.tsx', inSitemap: true, cacheable: true },
  { path: 'about', module: 'routes/site/about.tsx', inSitemap: true, cacheable: true },
  { path: 'programs', module: 'routes/site/programs.tsx', inSitemap: true, cacheable: true },
  { path: 'calendar', module: 'routes/site/calendar.tsx', inSitemap: true, cacheable: true },
  { path: 'classes', module: 'routes/site/classes.tsx', inSitemap: true, cacheable: true },
  { path: 'gallery', module: 'routes/site/gallery.tsx', inSitemap: true, cacheable: true },
  { path: 'learning', module: 'routes/site/learning.tsx', inSitemap: true, cacheable: true },
  // Free times change with every booking and with the clock: rendered for each visit.
  { path: 'therapies', module: 'routes/site/therapies.tsx', inSitemap: true, cacheable: false },
  { path: 'rejuvenation', module: 'routes/site/rejuvenation.tsx', aliases: ['rejuvenate'], inSitemap: true, cacheable: true },
  // Each retreat the owner keeps: the sitemap lists them from their records. The first one's address,
  // which every database has, is also a page of its own, so that checks of every page visit a retreat.
  { path: 'rejuvenation/package', module: 'routes/site/retreat-package.tsx', id: 'first-retreat', inSitemap: false, cacheable: true },
  { path: 'rejuvenation/:slug', module: 'routes/site/retreat-package.tsx', inSitemap: false, cacheable: true },
  { path: 'book-your-stay', module: 'routes/site/book-stay.tsx', aliases: ['book-stay'], inSitemap: true, cacheable: true },
  { path: 'blogs', module: 'routes/site/blogs.tsx', inSitemap: true, cacheable: true },
  { path: 'blogs/:slug', module: 'routes/site/blog-post.tsx', inSitemap: false, cacheable: true },
  { path: 'contact', module: 'routes/site/contact.tsx', inSitemap: true, cacheable: true },
  { path: 'explore', module: 'routes/site/explore.tsx', inSitemap: true, cacheable: true },
  { path: 'belonging-project', module: 'routes/site/belonging.tsx', inSitemap: true, cacheable: true },
  { path: 'credits', module: 'routes/site/credits.tsx', inSitemap: false, cacheable: true },
  { path: 'terms-and-conditions', module: 'routes/site/legal.tsx', id: 'terms', inSitemap: true, cacheable: true },
  { path: 'refund-policy', module: 'routes/site/legal.tsx', id: 'refund-policy', inSitemap: true, cacheable: true },
  { path: 'privacy-policy', module: 'routes/site/legal.tsx', id: 'privacy-policy', inSitemap: true, cacheable: true },
  // The newsletter's sign-up answers with its own page; the mailed links are personal.
  { path: 'newsletter', module: 'routes/site/newsletter.tsx', inSitemap: true, cacheable: false },
  {
    path: 'newsletter/confirm/:token',
    module: 'routes/site/newsletter-link.tsx',
    id: 'newsletter-confirm',
    inSitemap: false,
    cacheable: false,
  },
  {
    path: 'newsletter/unsubscribe/:token',
    module: 'routes/site/newsletter-link.tsx',
    id: 'newsletter-unsubscribe',
    inSitemap: false,
    cacheable: false,
  },
  // The guest's booking, behind its signed link: personal, so never shared nor listed.
  { path: 'booking/:token', module: 'routes/site/manage-booking.tsx', inSitemap: false, cacheable: false },
  // A named guest's own page of forms and data, behind their own link: personal too.
  { path: 'booking/guest/:token', module: 'routes/site/booking-guest.tsx', inSitemap: false, cacheable: false },
  // The link mailed to confirm a booking made without paying: personal too.
  { path: 'booking/confirm/:token', module: 'routes/site/confirm-booking.tsx', inSitemap: false, cacheable: false },
];

/** The site-relative address of a table path: '/' for the home page. */
export const pagePath = (path: string) => `/${path}`;

/** The sitemap's pages, by their main path (aliases point their canonical link there). */
export const sitemapPaths: readonly string[] = publicPages.filter((page) => page.inSitemap).map((page) => pagePath(page.path));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cacheablePattern = new RegExp(
  `^(?:${publicPages
    .filter((page) => page.cacheable)
    .flatMap((page) => [page.path, ...(page.aliases ?? [])])
    .map((path) => escapeRegExp(pagePath(path)).replace(/:[^/]+/g, '[^/]+'))
    .join('|')})$`,
);

/** Whether one rendering of the page at this pathname may serve every visitor. */
export function isCacheablePage(pathname: string): boolean {
  return cacheablePattern.test(pathname);
}

const publicPattern = new RegExp(
  `^(?:${publicPages
    .flatMap((page) => [page.path, ...(page.aliases ?? [])])
    .map((path) => escapeRegExp(pagePath(path)).replace(/:[^/]+/g, '[^/]+'))
    .join('|')})$`,
);

/** Whether a pathname is one of the site's public pages: what an owner-edited link may point at. */
export function isPublicPath(pathname: string): boolean {
  return publicPattern.test(pathname);
}
