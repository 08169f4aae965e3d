import type { Page } from '@playwright/test';
import { AUTOSAVE_MESSAGES } from '../../app/components/site/questionnaire-form.contract.ts';
import { addDays, todayIn } from '../../app/lib/dates.ts';
import { GUEST_FORMS_MESSAGES as M } from '../../app/lib/guest-forms.ts';
import { expect, expectNoA11yViolations, gotoOk, screenshot, test } from './fixtures.ts';
import { payRetreatForTwo } from './guest-checkout.ts';

// Everyone who comes is named, and each fills their own health questionnaire: the booker of a retreat
// for two names the second guest on the booking page, fills their own form (a draft first, saved by its
// button and then on its own as an answer changes, then sent with a medical report), passes the other
// guest their link, and that guest fills theirs. The booking page then shows both as sent, and none of
// the answers.

// A PDF small enough to write here: what the form takes is read from its first bytes.
const REPORT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function fillHealthForm(page: Page, answers: { conditions: string; allergies: string; report?: boolean }) {
  await page.getByLabel(/medical conditions/).fill(answers.conditions);
  await page.getByLabel(/What medication/).fill('None');
  await page.getByLabel(/any allergies/).fill(answers.allergies);
  await page
    .getByRole('group', { name: /pregnant/ })
    .getByLabel('No')
    .check();
  await page
    .getByRole('group', { name: /surgery/ })
    .getByLabel('No')
    .check();
  if (answers.report)
    await page.getByLabel(/medical report/).setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: REPORT });
  await page.getByLabel(/Consent to the use/).check();
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.sent })).toBeVisible();
}

test('a retreat for two: the second guest is named, and each fills their own questionnaire', async ({ page, baseURL }, testInfo) => {
  test.slow();
  const start = addDays(todayIn('Asia/Kolkata'), testInfo.project.name === 'phone' ? 34 : 36);
  const stamp = `${testInfo.project.name}.${Date.now().toString(36)}`;
  const { path } = await payRetreatForTwo(page, baseURL!, start, `forms.${stamp}@example.org`);

  await gotoOk(page, path);
  const guests = page.getByRole('region', { name: 'Guests' });
  await expect(guests).toContainText('Guest 1: Meera Iyer (you)');
  await expect(guests).toContainText('Health questionnaire: Not started');
  const naming = guests.getByRole('form', { name: 'Name guest 2' });
  await naming.getByLabel('Name (required)').fill('Arjun Iyer');
  await naming.getByLabel('E-mail (optional)').fill(`arjun.${stamp}@example.org`);
  await naming.getByRole('button', { name: 'Name this guest' }).click();
  await expect(guests).toContainText(M.named('Arjun Iyer'));
  await expect(guests).toContainText('Guest 2: Arjun Iyer');
  const secondLink = await guests.getByLabel('Their own link to pass on').inputValue();
  expect(secondLink).toMatch(/\/booking\/guest\//);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await guests.getByRole('button', { name: 'Copy Arjun Iyer’s link' }).click();
  await expect(guests.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secondLink);
  await expectNoA11yViolations(page);
  await screenshot(page, 'guest-forms-booking');

  // The booker's own form: a draft first, which needs nothing required yet.
  await guests.getByRole('link', { name: 'Fill in your forms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera Iyer');
  await page.getByLabel(/medical conditions/).fill('Mild asthma');
  await page.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(page.getByRole('status').filter({ hasText: M.saved })).toBeVisible();
  await expect(page.getByLabel(/medical conditions/)).toHaveValue('Mild asthma');
  // With JavaScript, a changed answer is saved on its own a moment later.
  await page.getByLabel(/any allergies/).fill('Peanuts');
  await page.getByLabel(/any allergies/).blur();
  await expect(page.getByText(AUTOSAVE_MESSAGES.saved)).toBeVisible();
  await gotoOk(page, new URL(page.url()).pathname);
  await expect(page.getByLabel(/any allergies/)).toHaveValue('Peanuts');
  await fillHealthForm(page, { conditions: 'Mild asthma', allergies: 'Peanuts', report: true });
  await expect(page.getByText('Attached: report.pdf.')).toBeVisible();
  await expect(page.getByText('Status: Sent')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'guest-forms-own');

  // The second guest, from the link the booker passed on.
  await gotoOk(page, new URL(secondLink).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Arjun Iyer');
  await fillHealthForm(page, { conditions: 'Knee surgery in 2019', allergies: 'Penicillin' });

  await gotoOk(page, path);
  const after = page.getByRole('region', { name: 'Guests' });
  await expect(after.getByText('Health questionnaire: Sent')).toHaveCount(2);
  for (const answer of ['Mild asthma', 'Peanuts', 'Knee surgery', 'Penicillin', 'report.pdf']) {
    await expect(page.locator('body')).not.toContainText(answer);
  }
});
