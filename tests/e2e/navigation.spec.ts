import { expect, gotoOk, test } from './fixtures.ts';

// Each layout's test runs in its own project (see the tags in playwright.config.ts).
test('desktop: inline links, BOOK NOW opens on hover, on click and on keyboard focus', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoOk(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of [
    ['HOME', '/'],
    ['ABOUT US', '/about'],
    ['CALENDAR', '/calendar'],
    ['GALLERY', '/gallery'],
    ['CONTACT US', '/contact'],
    ['EXPLORE MORE', '/explore'],
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
  }
  const bookNow = nav.getByRole('button', { name: 'BOOK NOW' });
  const rejuvenate = nav.getByRole('link', { name: 'REJUVENATE' });
  await expect(rejuvenate).toBeHidden();
  await bookNow.hover();
  await expect(rejuvenate).toBeVisible();
  await expect(nav.getByRole('link', { name: 'STAY' })).toHaveAttribute('href', '/book-stay');
  await expect(nav.getByRole('link', { name: 'LEARNING' })).toHaveAttribute('href', '/learning');
  await expect(nav.getByRole('link', { name: 'THERAPIES' })).toHaveAttribute('href', '/therapies');
  await page.mouse.move(10, 600);
  await expect(rejuvenate).toBeHidden();

  await nav.getByRole('link', { name: 'CONTACT US' }).focus();
  await page.keyboard.press('Tab');
  await expect(bookNow).toBeFocused();
  await expect(rejuvenate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rejuvenate).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(bookNow).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(rejuvenate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rejuvenate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejuvenation Experiences');
});

test(
  'phone: the toggle opens a stacked menu with a collapsible BOOK NOW group; a chosen link closes it',
  { tag: '@phone-only' },
  async ({ page }) => {
    await gotoOk(page, '/');
    const header = page.getByRole('banner');
    const gallery = header.getByRole('link', { name: 'GALLERY', exact: true });
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(gallery).toBeHidden();
    await toggle.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(gallery).toBeVisible();
    const stay = header.getByRole('link', { name: 'STAY', exact: true });
    await expect(stay).toBeHidden();
    await header.getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(stay).toBeVisible();
    await stay.click();
    await expect(page).toHaveURL(/\/book-stay$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your stay');
    await expect(gallery).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
);
