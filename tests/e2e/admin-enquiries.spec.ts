import { ENQUIRY_CONVERSATION_MESSAGES, ENQUIRY_MESSAGES } from '../../app/lib/admin/enquiry-messages.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { createTestEvent } from './admin-booking-helpers.ts';
import { sendEnquiry, uniqueGuest } from './admin-enquiry-helpers.ts';
import { adminTest as test, gotoAdmin, signIn, STAFF } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

test('an enquiry from the contact form is listed with its details, marked handled, leaves New, and can be reopened', async ({
  page,
}, testInfo) => {
  const guest = { ...uniqueGuest(testInfo.project.name), message: 'Hello <script>alert(1)</script>\n\n  We are four, arriving Friday.' };
  await sendEnquiry(page, guest);

  await gotoAdmin(page, '/admin/enquiries');
  await expect(page).toHaveTitle('Enquiries | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiries');
  await expect(page.getByRole('navigation', { name: 'Filter enquiries' }).getByRole('link', { name: /^New \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('article', { name: guest.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: guest.email })).toHaveAttribute('href', `mailto:${guest.email}`);
  await expect(card.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(card).toContainText('Mysuru');
  await expect(card).toContainText(/Received \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  // Text as typed: the markup shown, not run, and the line breaks kept.
  const message = card.locator('p.whitespace-pre-wrap');
  expect(await message.innerText()).toBe('Hello <script>alert(1)</script>\n\n  We are four, arriving Friday.');
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: `Mark as handled: enquiry from ${guest.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.handled })).toBeVisible();
  await expect(page.getByRole('article', { name: guest.name })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.handled })).toBeHidden({ timeout: 5000 });

  await page
    .getByRole('navigation', { name: 'Filter enquiries' })
    .getByRole('link', { name: /^Handled \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/status=handled/);
  const handled = page.getByRole('article', { name: guest.name });
  await expect(handled).toContainText('Handled');
  await expect(handled).toContainText('by owner@example.org');
  await expectNoA11yViolations(page);
  await handled.getByRole('button', { name: `Mark as new: enquiry from ${guest.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.reopened })).toBeVisible();
  await expect(page.getByRole('article', { name: guest.name })).toHaveCount(0);

  await gotoAdmin(page, '/admin/enquiries?status=all');
  await expect(page.getByRole('article', { name: guest.name }).getByRole('button', { name: /^Mark as handled/ })).toBeVisible();
});

test('staff open an enquiry, reply by e-mail, add a note, assign it, and turn it into a booking filled in from it', async ({
  page,
}, testInfo) => {
  const TEXT = ENQUIRY_CONVERSATION_MESSAGES;
  const guest = { ...uniqueGuest(testInfo.project.name), message: 'Do you have a class for beginners?' };
  const day = addDays(todayIn('Asia/Kolkata'), 70);
  const event = await createTestEvent(page, { title: `Beginners ${guest.name}`, eventDate: day, timeSlots: ['9:00 AM'] });
  await sendEnquiry(page, guest);

  await gotoAdmin(page, '/admin/enquiries');
  await page.getByRole('link', { name: `${TEXT.open}: enquiry from ${guest.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enquiry from ${guest.name}` });
  await expect(dialog.getByRole('region', { name: 'Message' })).toContainText(guest.message);
  await expect(dialog).toContainText(TEXT.noMessages);
  await expectNoA11yViolations(page);

  const write = dialog.getByLabel('Write to the conversation');
  await write.fill('Namaste,\nYes: Hatha for beginners, every morning.');
  await dialog.getByRole('button', { name: 'Send reply by e-mail' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: TEXT.replied })).toBeVisible();
  const conversation = dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem');
  await expect(conversation.first()).toContainText(/Reply · [^·]+ \(owner@example\.org\) · [^·]+ · mail (queued|sent)/);
  await expect(conversation.first()).toContainText('Yes: Hatha for beginners, every morning.');
  await expect(write).toHaveValue('');

  await write.fill('Prefers mornings; called back at 11.');
  await dialog.getByRole('button', { name: 'Add internal note' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: TEXT.noted })).toBeVisible();
  await expect(conversation).toHaveCount(2);
  await expect(conversation.nth(1)).toContainText('Internal note');
  await expect(conversation.nth(1)).not.toContainText('mail');
  await screenshot(page, 'admin-enquiry-conversation');

  await dialog.getByLabel('Assigned to').selectOption({ label: 'Front Desk (desk@example.org)' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: TEXT.assigned })).toBeVisible();

  await dialog.getByRole('link', { name: TEXT.turnIntoBooking }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?new=1&enquiry=/);
  const create = page.getByRole('region', { name: 'Create New Booking' });
  await create.getByLabel('Day of the event').fill(day);
  await create.getByLabel('Event', { exact: true }).selectOption({ label: `${event.title} (Rs 500)` });
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));
  await expect(create.getByLabel('Customer name')).toHaveValue(guest.name);
  await expect(create.getByLabel('Customer email')).toHaveValue(guest.email);
  await expect(create.getByLabel('Customer phone')).toHaveValue('+91 98765 43210');
  await create.getByRole('button', { name: 'Create Booking' }).click();
  // Made: the screen goes back to the enquiry, which now shows the booking instead of the button.
  await expect(page).toHaveURL(/\/admin\/enquiries\?view=[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('region', { name: 'Booking' })).toContainText(/Booked as [A-Z0-9-]+/);
  await expect(dialog.getByLabel('Assigned to')).toHaveValue(/.+/);
  await expect(dialog.getByRole('link', { name: TEXT.turnIntoBooking })).toHaveCount(0);
});

test('the filters and pages live in the address and shrug off nonsense', async ({ page }) => {
  await gotoAdmin(page, '/admin/enquiries?status=all&page=1');
  const filters = page.getByRole('navigation', { name: 'Filter enquiries' });
  await expect(filters.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await gotoAdmin(page, '/admin/enquiries?status=%3Cscript%3E&page=-4');
  await expect(filters.getByRole('link', { name: /^New \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await gotoAdmin(page, '/admin/enquiries?status=all&page=99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiries');
  const pages = page.getByRole('navigation', { name: 'Enquiry pages' });
  if ((await pages.count()) > 0) await expect(pages.getByText(/^Page (\d+) of \1$/)).toBeVisible();
});

test('hostile posts to the action change nothing and get a readable answer, never a 500', async ({ page, baseURL }) => {
  const post = (form: Record<string, string>) =>
    page.request.post('/admin/enquiries', { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  const unknown = await post({ intent: 'handle', id: '00000000-0000-4000-8000-000000000000' });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(ENQUIRY_MESSAGES.saveFailed);
  expect((await post({ intent: 'handle', id: 'not-a-uuid' })).status()).toBe(404);
  expect((await post({ intent: 'handle', id: 'x'.repeat(10_000) })).status()).toBe(400);
  expect((await post({ intent: 'delete', id: '00000000-0000-4000-8000-000000000000' })).status()).toBe(400);
  expect((await post({})).status()).toBe(400);
  const garbled = await page.request.post('/admin/enquiries', {
    headers: { Origin: baseURL!, 'Content-Type': 'multipart/form-data; boundary=zzz' },
    data: 'this is not multipart',
  });
  expect(garbled.status()).toBe(400);
  // Another site's page may not post here at all.
  expect(
    (
      await page.request.post('/admin/enquiries', { form: { intent: 'handle', id: 'x' }, headers: { Origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] }, expectedConsoleErrors: /status of 403/ });

  test('a visitor is sent to sign in from the enquiries screen, and its action answers 401', async ({ page, baseURL }) => {
    await page.goto('/admin/enquiries?status=handled');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fenquiries%3Fstatus%3Dhandled$/);
    const response = await page.request.post('/admin/enquiries', {
      form: { intent: 'handle', id: '00000000-0000-4000-8000-000000000000' },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(401);
  });

  test('a signed-in account without the admin role gets 403 from the screen and its action', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, STAFF);
    expect((await page.goto('/admin/enquiries'))?.status()).toBe(403);
    const response = await page.request.post('/admin/enquiries', {
      form: { intent: 'handle', id: '00000000-0000-4000-8000-000000000000' },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(403);
  });
});
