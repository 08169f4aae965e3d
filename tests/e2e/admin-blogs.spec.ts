import type { Page } from '@playwright/test';
import { BLOG_MESSAGES } from '../../app/lib/admin/messages.ts';
import { fillByLabel } from '../support/fill-by-label.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, gotoOk } from './fixtures.ts';

const unique = () => `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// What a test leaves out is typed as a real post would be: a draft by Meera Nair.
const BLOG_DEFAULTS = {
  Author: 'Meera Nair',
  'Slug (optional)': '',
  Excerpt: 'A short walk through the practice.',
  Content: '## Why it helps\n\nSlow **breathing** calms the body.',
  Published: false,
};

/** A post as typed into the form, by the form's labels. */
type BlogText = { Title: string } & Partial<typeof BLOG_DEFAULTS>;

// The title first, as a person fills the form from the top.
const fillBlog = (page: Page, { Title, ...blog }: BlogText) => fillByLabel(page, { Title, ...BLOG_DEFAULTS, ...blog });

async function createBlog(page: Page, blog: BlogText) {
  await page.getByRole('link', { name: 'Add New Blog' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
  await fillBlog(page, blog);
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText(BLOG_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeHidden();
}

// The visible row of a post: a table row on a desktop, a card on a phone.
const row = (page: Page, title: string) => page.locator('[data-blog-row]:visible').filter({ has: page.getByText(title, { exact: true }) });

async function slugOf(page: Page, title: string) {
  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  const slug = await page.getByLabel('Slug (optional)').inputValue();
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeHidden();
  return slug;
}

async function post(page: Page, baseURL: string, form: Record<string, string>, path = '/admin/blogs?new=1') {
  return page.request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test('staff create, edit and delete a blog with the exact banners and question', async ({ page }) => {
  // Several saves and page loads in one story: more than the default 30 s on a busy machine.
  test.slow();
  const title = `Morning Flow ${unique()}`;
  await gotoAdmin(page, '/admin/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs Management');
  await expect(page.getByRole('heading', { name: /^Blogs \(\d+\)$/ })).toBeVisible();

  await page.getByRole('link', { name: 'Add New Blog' }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  await expect(page.getByRole('link', { name: 'Add New Blog' })).toBeHidden();
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeHidden();

  await createBlog(page, { Title: title });
  const banner = page.getByText(BLOG_MESSAGES.created);
  const shownAt = Date.now();
  await expect(row(page, title)).toContainText('Meera Nair');
  await expect(row(page, title)).toContainText('Draft');
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(banner).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('owner@example.org created it');
  await page.getByLabel('Title').fill(`${title} revised`);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText(BLOG_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeHidden();
  await expect(row(page, `${title} revised`)).toContainText('Published');
  await expect(page.getByText(BLOG_MESSAGES.updated)).toBeHidden({ timeout: 6_000 });

  await page.getByRole('button', { name: `Delete ${title} revised`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(BLOG_MESSAGES.confirmDelete);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, `${title} revised`)).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${title} revised`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(BLOG_MESSAGES.deleted)).toBeVisible();
  await expect(row(page, `${title} revised`)).toHaveCount(0);
  await expect(page.getByText(BLOG_MESSAGES.deleted)).toBeHidden({ timeout: 6_000 });
});

test.describe('slugs', () => {
  // The refused save answers 400, which the browser reports in the console.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test('the slug is made from the title, numbered when taken, and a typed one of another post is refused', async ({ page }) => {
    // Several saves and page loads in one story: more than the default 30 s on a busy machine.
    test.slow();
    const id = unique();
    const title = `  Café & Crème -- Notes_${id}!! `;
    await gotoAdmin(page, '/admin/blogs');
    await createBlog(page, { Title: title });
    await createBlog(page, { Title: `Café: Crème / Notes ${id}` });
    expect(await slugOf(page, title.trim())).toBe(`cafe-creme-notes-${id}`);
    expect(await slugOf(page, `Café: Crème / Notes ${id}`)).toBe(`cafe-creme-notes-${id}-2`);

    await createBlog(page, { Title: `योग और ध्यान ${id}` });
    expect(await slugOf(page, `योग और ध्यान ${id}`)).toBe(`योग-और-ध्यान-${id}`);

    await page.getByRole('link', { name: 'Add New Blog' }).click();
    await fillBlog(page, { Title: `Duplicate ${id}`, 'Slug (optional)': `Cafe Creme Notes ${id}` });
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expect(page.getByText('This slug is already used by another post.')).toBeVisible();
    await expect(page.getByText(BLOG_MESSAGES.saveFailed, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Slug (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(row(page, `Duplicate ${id}`)).toHaveCount(0);
  });
});

test.describe('the public blog', () => {
  // A draft's address answers 404, which the browser reports in the console.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('shows a published post in the list and at its slug, never a draft, and hides an unpublished one', async ({ page }) => {
    // Several saves and page loads in one story: more than the default 30 s on a busy machine.
    test.slow();
    const id = unique();
    const published = `Sound Bath ${id}`;
    const draft = `Quiet Draft ${id}`;
    await gotoAdmin(page, '/admin/blogs');
    await createBlog(page, { Title: published, Published: true, Content: '## Listen\n\nLet the **bowls** ring.' });
    await createBlog(page, { Title: draft });
    const slug = `sound-bath-${id}`;
    await expect(page.getByRole('link', { name: `View ${published}` })).toHaveAttribute('href', `/blogs/${slug}`);
    await expect(row(page, draft).getByRole('link', { name: /^View / })).toHaveCount(0);

    await gotoOk(page, '/blogs');
    await expect(page.getByRole('link', { name: published, exact: true })).toBeVisible();
    await expect(page.getByText(draft)).toHaveCount(0);
    await page.getByRole('link', { name: published, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(page.getByRole('heading', { level: 2, name: 'Listen' })).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('bowls');
    await expectNoA11yViolations(page);

    const draftSlug = `quiet-draft-${id}`;
    expect((await page.goto(`/blogs/${draftSlug}`))?.status()).toBe(404);
    expect((await page.goto(`/blogs/no-such-post-${id}`))?.status()).toBe(404);

    await gotoAdmin(page, '/admin/blogs');
    await page.getByRole('link', { name: `Edit ${published}`, exact: true }).click();
    await page.getByLabel('Published').uncheck();
    await page.getByRole('button', { name: 'Update Blog' }).click();
    await expect(page.getByText(BLOG_MESSAGES.updated)).toBeVisible();
    await expect(row(page, published)).toContainText('Draft');
    expect((await page.goto(`/blogs/${slug}`))?.status()).toBe(404);
    await gotoOk(page, '/blogs');
    await expect(page.getByText(published)).toHaveCount(0);
  });

  test('shows markup typed by staff as text in the admin and strips it from the public page', async ({ page }) => {
    // Several saves and page loads in one story: more than the default 30 s on a busy machine.
    test.slow();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const id = unique();
    const title = `<script>alert(1)</script> <img src=x onerror=alert(1)> ${id}`;
    await gotoAdmin(page, '/admin/blogs');
    await createBlog(page, {
      Title: title,
      Author: '<b>Ravi</b>',
      Published: true,
      Content: `<script>alert(2)</script>\n\n<img src=x onerror=alert(3)>\n\n<a href="javascript:alert(4)" onclick="alert(5)">tap</a>\n\n[link](javascript:alert(6))\n\nSafe **text** ${id}`,
    });
    await expect(row(page, title)).toContainText('<b>Ravi</b>');
    expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);

    const href = await page.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    expect(href).toBe(`/blogs/scriptalert1script-img-srcx-onerroralert1-${id}`);
    await gotoOk(page, href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const article = page.locator('article');
    await expect(article.getByText(`Safe text ${id}`)).toBeVisible();
    expect(await article.locator('script, img[src="x"], [onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
    expect(await article.locator('.prose-estate').innerHTML()).not.toMatch(/alert\(|onerror|<script/i);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test('hostile requests get a readable error and change nothing', async ({ page, baseURL }) => {
  const id = unique();
  const good = { intent: 'create', title: `Hostile ${id}`, author: 'Meera', excerpt: 'Short.', content: 'Body' };
  await gotoAdmin(page, '/admin/blogs');

  const missing = await post(page, baseURL!, { intent: 'create' });
  expect(missing.status()).toBe(400);
  const missingHtml = await missing.text();
  for (const text of [
    BLOG_MESSAGES.saveFailed,
    'Please enter a title.',
    'Please enter the author.',
    'Please enter an excerpt.',
    'Please enter the content.',
  ]) {
    expect(missingHtml).toContain(text);
  }

  const long = await post(page, baseURL!, { ...good, title: `${id}${'x'.repeat(10_240)}` });
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain('Please keep the title to 200 characters or fewer.');

  for (const unknownId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
    const update = await post(page, baseURL!, { ...good, intent: 'update', id: unknownId }, '/admin/blogs');
    expect(update.status()).toBe(404);
    expect(await update.text()).toContain(`${BLOG_MESSAGES.saveFailed}: no blog has this id.`);
    const remove = await post(page, baseURL!, { intent: 'delete', id: unknownId }, '/admin/blogs');
    expect(remove.status()).toBe(404);
    expect(await remove.text()).toContain(BLOG_MESSAGES.deleteFailed);
  }

  const unknownIntent = await post(page, baseURL!, { ...good, intent: 'publish-everything' });
  expect(unknownIntent.status()).toBe(400);

  // Not an image by its bytes, whatever its name and type say: a failed blog image aborts the whole save.
  const fake = await page.request.post('/admin/blogs?new=1', {
    headers: { Origin: baseURL! },
    multipart: { ...good, image: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a picture') } },
  });
  expect(fake.status()).toBe(400);
  expect(await fake.text()).toContain(`${BLOG_MESSAGES.saveFailed}: `);

  const edit = await page.goto('/admin/blogs?edit=00000000-0000-4000-8000-000000000000');
  expect(edit?.status()).toBe(200);
  await expect(page.getByText(`${BLOG_MESSAGES.fetchFailed}: no blog has this id.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Blog' })).toHaveCount(0);
  await expect(page.getByText(`Hostile ${id}`)).toHaveCount(0);
  await expect(page.getByText(id)).toHaveCount(0);
});

test('the form refuses missing fields in the browser, with a message on each', async ({ page }) => {
  await gotoAdmin(page, '/admin/blogs?new=1');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  for (const text of ['Please enter a title.', 'Please enter the author.', 'Please enter an excerpt.', 'Please enter the content.']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
  await expect(page.getByText(BLOG_MESSAGES.created)).toHaveCount(0);
});

test('a chosen image is previewed before saving', async ({ page }) => {
  await gotoAdmin(page, '/admin/blogs?new=1');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Featured image').setInputFiles({ name: 'lotus.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Preview of the new featured image' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  await expectNoA11yViolations(page);
});

test('the list shows its loading text while the screen reloads', async ({ page }) => {
  await gotoAdmin(page, '/admin/blogs');
  await page.route('**/admin/blogs.data**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Add New Blog' }).click();
  await expect(page.getByText('Loading blogs...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Loading blogs...')).toBeHidden();
});

test('axe-core finds nothing with the form closed, creating, editing and asking to delete', async ({ page }) => {
  // Several saves and page loads in one story: more than the default 30 s on a busy machine.
  test.slow();
  const title = `Axe Check ${unique()}`;
  await gotoAdmin(page, '/admin/blogs');
  await createBlog(page, { Title: title, Published: true });
  await expect(page.getByText(BLOG_MESSAGES.created)).toBeHidden({ timeout: 6_000 });
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Add New Blog' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('without an admin session', () => {
  test.use({ storageState: { cookies: [], origins: [] }, expectedConsoleErrors: /status of 40[13]/ });

  test('the screen sends a visitor to sign in, and its action refuses a visitor and a non-admin', async ({ page, baseURL }) => {
    await page.goto('/admin/blogs?new=1');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblogs%3Fnew%3D1$/);
    const form = { intent: 'create', title: 'Forged', author: 'x', excerpt: 'x', content: 'x' };
    expect((await post(page, baseURL!, form)).status()).toBe(401);
    expect((await post(page, baseURL!, { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' })).status()).toBe(401);
    await signIn(page.request, baseURL!, STAFF);
    expect((await post(page, baseURL!, form)).status()).toBe(403);
  });
});
