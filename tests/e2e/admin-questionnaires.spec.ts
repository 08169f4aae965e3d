import { adminTest as test, gotoAdmin } from './admin-fixtures.ts';
import { expect, expectNoA11yViolations, screenshot } from './fixtures.ts';

// The owner builds a small questionnaire (a choice question and a consent), is told at once what is
// missing, saves it, attaches it to every stay before arrival, and finds it listed with that use.

test('the owner builds a questionnaire with a choice and a consent and attaches it to stays', async ({ page }) => {
  const title = `Intake ${Date.now().toString(36)}`;
  await gotoAdmin(page, '/admin/questionnaires');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questionnaires');
  // The demo estate's health questionnaire is there already.
  await expect(page.getByRole('row').filter({ hasText: 'Health questionnaire' })).toContainText('Every stay');
  await page.getByRole('link', { name: 'Add New Questionnaire' }).click();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Section 1 title').fill('About you');
  await page.getByLabel('Section 1, question 1: label').fill('How did you hear of us?');
  await page.getByLabel('Section 1, question 1: kind').selectOption('one-choice');
  // Sent with one option, the builder says what is missing before anything is sent.
  await page.getByLabel('Section 1, question 1: options').fill('A friend');
  await page.getByRole('button', { name: 'Create Questionnaire' }).click();
  await expect(page.getByRole('alert')).toContainText('Section 1, question 1: A choice question needs at least two options.');
  await page.getByLabel('Section 1, question 1: options').fill('A friend\nThe web\nA magazine');
  await page.getByLabel('Section 1, question 1: required').check();

  await page.getByRole('button', { name: 'Add a question to Section 1' }).click();
  await page.getByLabel('Section 1, question 2: label').fill('Consent');
  await page.getByLabel('Section 1, question 2: kind').selectOption('consent');
  await page.getByLabel('Section 1, question 2: consent text').fill('I agree that the estate keeps these answers for my stay.');
  await page.getByLabel('Section 1, question 2: required').check();
  // The consent goes first, and back again.
  await page.getByRole('button', { name: 'Move Section 1, question 2 up' }).click();
  await expect(page.getByLabel('Section 1, question 1: label')).toHaveValue('Consent');
  await page.getByRole('button', { name: 'Move Section 1, question 1 down' }).click();
  await expect(page.getByLabel('Section 1, question 1: label')).toHaveValue('How did you hear of us?');
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-questionnaire-builder');
  await page.getByRole('button', { name: 'Create Questionnaire' }).click();
  await expect(page.getByText('Questionnaire created successfully')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Nothing yet');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Questionnaire' })).toBeVisible();
  await expect(page.getByLabel('Section 1, question 1: options')).toHaveValue('A friend\nThe web\nA magazine');
  const uses = page.getByRole('region', { name: 'Asked for' });
  await uses.getByLabel('Asked for').selectOption({ label: 'Every stay' });
  await uses.getByLabel('Filled').selectOption('before-arrival');
  await uses.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Questionnaire attached successfully')).toBeVisible();
  await expect(uses).toContainText('Every stayRequired, before arrival');
  await expectNoA11yViolations(page);
  await screenshot(page, 'admin-questionnaires');

  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Every stay (Required, before arrival)');
});
