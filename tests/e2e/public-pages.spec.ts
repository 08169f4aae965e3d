import { retreatPackage } from '../../app/content/retreat.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { perPersonRupees, stayRupees } from '../../app/lib/retreat-quote.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// Each occupancy's label, stay, nightly rate and per-person total, from the content's figures.
const retreatPrices = retreatPackage.occupancies.flatMap((option) => [
  option.label,
  formatRupees(perPersonRupees(option)),
  formatRupees(stayRupees(option)),
  `${formatRupees(option.nightlyRupees)} per night`,
]);

// Every public screen of SPEC §2 (but /calendar, which has its own suite), with texts the spec quotes.
const pages: { path: string; heading: RegExp | string; texts: string[]; canonical?: string }[] = [
  { path: '/about', heading: 'About Us', texts: ['Our approach', 'Why choose us', 'Key reasons', 'Mission and Vision'] },
  {
    path: '/programs',
    heading: 'Therapies and programmes',
    texts: [
      'Medical Consultations',
      'Diagnostics',
      'Naturopathy Treatments',
      'Emotional Wellness',
      'Creative Therapies',
      'Wellness Retreats',
      'Contact us to learn more about our current programs and book your stay!',
    ],
  },
  { path: '/gallery', heading: 'Gallery', texts: [] },
  {
    path: '/learning',
    heading: 'Learning programmes',
    texts: [
      'Yoga Teacher Training Certificate Program',
      'Aerial Yoga Teacher Training Program',
      // Fees and batches: tests/e2e/site-pages.spec.ts.
    ],
  },
  { path: '/rejuvenation', heading: 'Rejuvenation Experiences', texts: ['3-Day Rejuvenation Retreat'] },
  { path: '/rejuvenate', heading: 'Rejuvenation Experiences', texts: ['3-Day Rejuvenation Retreat'], canonical: '/rejuvenation' },
  {
    path: '/rejuvenation/package',
    heading: '3-Day Rejuvenation Retreat',
    texts: [
      'BOOK THIS EXPERIENCE',
      ...retreatPrices,
      'Day 1',
      'Day 2',
      'Day 3',
      'Facilities',
      'Inclusions',
      'Highlights',
      'Your instructors',
    ],
  },
  { path: '/book-your-stay', heading: 'Book your stay', texts: ['Check-in', 'Check-out', 'Adults', 'Promo code', 'Book Now'] },
  { path: '/book-stay', heading: 'Book your stay', texts: ['Book Now'], canonical: '/book-your-stay' },
  {
    path: '/blogs',
    heading: 'Notes on living well',
    // Admin tests publish posts on the same server, so the placeholder is checked in app/routes/site/blogs.test.tsx.
    texts: [],
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    texts: ['REQUEST A EXPLORATION CALL', 'Name', 'E-Mail', 'Mobile Numbers', 'Your City', 'Message'],
  },
  { path: '/belonging-project', heading: 'The Belonging Project', texts: ['Corporate', 'Groups', 'Festivals', 'International'] },
  { path: '/explore', heading: /^Explore /, texts: ['Stay with us', 'Rejuvenation', 'Learning', 'Events calendar', 'Programs'] },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', texts: ['Delhi'] },
  {
    path: '/refund-policy',
    heading: 'Cancellation and Refund Policy',
    texts: ['Pune', '48 hours', '60 days', '7 to 10 working days', '90 days'],
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', texts: ['Razorpay'] },
  { path: '/credits', heading: 'Credits', texts: ['Photography', 'Software'] },
];

for (const entry of pages) {
  test(`${entry.path} shows its content and passes axe-core`, async ({ page }) => {
    await gotoOk(page, entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
    const main = page.locator('main');
    for (const text of entry.texts) await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(entry.canonical ?? entry.path);
    await expect(page).toHaveTitle(/.+ \| .+/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await expectNoA11yViolations(page);
  });
}

test('the footer carries the taglines, sections and every link of SPEC §2', async ({ page }) => {
  await gotoOk(page, '/about');
  const footer = page.locator('footer');
  for (const text of [
    'HEALING IN COMMUNITY',
    'CORPORATE – GROUPS – FESTIVALS – INTERNATIONAL',
    'JOIN US ON OUR BELONGING PROJECT',
    'More',
    'Media',
    'Our expertise',
    'Powered by',
  ]) {
    await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of [
    '/about',
    '/contact',
    '/gallery',
    '/rejuvenation',
    '/learning',
    '/programs',
    '/calendar',
    '/book-your-stay',
    '/privacy-policy',
    '/terms-and-conditions',
    '/refund-policy',
  ]) {
    expect(hrefs).toContain(path);
  }
  expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  await expect(footer.getByRole('link', { name: 'Rejuvenation Program' })).toHaveAttribute('href', '/rejuvenation');
  await expect(footer.getByRole('link', { name: 'Educational Program' })).toHaveAttribute('href', '/learning');
  await expect(footer.getByRole('link', { name: 'Book a Stay' })).toHaveAttribute('href', '/book-your-stay');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  await expect(footer.getByRole('link', { name: 'JOIN US ON OUR BELONGING PROJECT' })).toHaveAttribute('href', '/belonging-project');
});

test.describe('an unknown path', () => {
  // The browser reports the 404 of the document itself.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('answers 404 with the designed page', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This path leads nowhere, gently');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page);
  });
});
