import { contentDefinitions } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { refusedText } from '#app/lib/staff-refused.ts';
import { EDITOR } from '../support/accounts.ts';
import { adminTest as test, gotoAdmin, signIn, submitAndRead } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The owner changes the retreat and stay notice on the Cancellation policy page and the refund policy
// says the new figure; an editor is not offered the page and may not post it. While the figure is
// changed every other test reading the policy would see it, so this runs in the project that ends before
// the others begin, and puts the first figures back.

const FIRST = contentDefinitions.policies.first.retreat.noticeDays;
const label = 'Retreat and stay notice (days)';
const sentence = (days: number) => `Cancelled ${days} days or more before arrival`;

test('the owner changes a cancellation figure and the refund policy says it; an editor is not offered it', async ({
  page,
  browser,
  baseURL,
}) => {
  await gotoAdmin(page, '/admin/content?page=policies');
  await expect(page.getByRole('heading', { name: 'Cancellation policy', level: 2 })).toBeVisible();
  // The private sessions' figures sit beside the others, at their first values.
  const sessions = page.getByRole('group', { name: 'Therapies and consultations' });
  await expect(sessions.getByLabel('Session change notice (hours)')).toHaveValue(
    String(contentDefinitions.policies.first.appointment.rescheduleNoticeHours),
  );
  await expect(sessions.getByLabel('Free changes of time')).toHaveValue('1');
  await page.getByLabel(label).fill('9');
  await submitAndRead(page, '/admin/content', page.getByRole('button', { name: 'Publish' }), 200, CONTENT_MESSAGES.published);

  const policy = await page.context().newPage();
  await policy.goto('/refund-policy');
  await expect(policy.getByText(sentence(9))).toBeVisible();

  // The editor's screen lists the pages of words, not the figures, and a post of them is refused.
  const editor = await browser.newContext({ baseURL });
  await signIn(editor.request, baseURL!, EDITOR);
  const editorPage = await editor.newPage();
  await editorPage.goto('/admin/content?page=policies');
  const pages = editorPage.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Cancellation and Refund Policy' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Cancellation policy', exact: true })).toHaveCount(0);
  await expect(editorPage.getByLabel('Hero tagline')).toBeVisible();
  const posted = await editor.request.post('/admin/content.data', {
    headers: { Origin: baseURL! },
    form: { intent: 'publish', key: 'policies', 'retreat.noticeDays': '1' },
  });
  expect(posted.status()).toBe(403);
  expect(await posted.text()).toContain(refusedText);
  await editor.close();

  await screenshot(page, 'policies');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await screenshot(page, 'policies');

  // The first figures again, for every test after this one.
  await submitAndRead(
    page,
    '/admin/content',
    page.getByRole('region', { name: 'Revisions' }).getByRole('button', { name: 'Restore revision 1' }),
    200,
    CONTENT_MESSAGES.restored,
  );
  await expect(page.getByLabel(label)).toHaveValue(String(FIRST));
  await policy.reload();
  await expect(policy.getByText(sentence(FIRST))).toBeVisible();
});
