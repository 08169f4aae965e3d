import { learning } from '../../app/content/learning.ts';
import { therapies } from '../../app/content/therapies.ts';
import { formatShortDate, todayIn } from '../../app/lib/dates.ts';
import { NEXT_BATCH_ON_REQUEST, programmeFee, upcomingBatches } from '../../app/lib/learning.ts';
import { therapyAnchor } from '../../app/lib/programs.ts';
import { expect, expectNoA11yViolations, gotoOk, test } from './fixtures.ts';

// What replaced the placeholders. Expected texts come from the content and the same functions
// the pages use, so the test stays true as the demo batches pass (the rule itself is in app/lib/learning.test.ts).

test('/learning shows each fee or "Fees on request", only batches still to start, and enquiries by programme', async ({ page }) => {
  await gotoOk(page, '/learning');
  const today = todayIn('Asia/Kolkata');
  const main = page.locator('main');
  for (const programme of learning.programmes) {
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: programme.title, exact: true }) });
    await expect(card.getByText(programmeFee(programme), { exact: true })).toBeVisible();
    const upcoming = upcomingBatches(programme.batches, today);
    if (upcoming.length === 0) await expect(card.getByText(NEXT_BATCH_ON_REQUEST)).toBeVisible();
    for (const batch of upcoming)
      await expect(card.getByText(`${formatShortDate(batch.start)} to ${formatShortDate(batch.end)}`)).toBeVisible();
    for (const past of programme.batches.filter((batch) => !upcoming.includes(batch)))
      await expect(card.locator(`time[datetime="${past.start}"]`)).toHaveCount(0);
    await expect(card.getByText(/XXXX|Most recent batch/)).toHaveCount(0);
  }
  // The demo content shows both states: a fee with announced batches, and fees and dates on request.
  await expect(main.getByText('₹85,000 per participant')).toBeVisible();
  await expect(main.getByText('Fees on request')).toBeVisible();
  await expectNoA11yViolations(page);

  const aerial = learning.programmes.find((programme) => programme.id === 'aerial')!;
  await main.getByRole('link', { name: `ENQUIRE about the ${aerial.title}` }).click();
  await expect(page).toHaveURL(/\/contact\?subject=.+#enquiry$/);
  await expect(page.getByLabel('Message')).toHaveValue(`${aerial.title}: `);
});

test('each therapy panel of the home page opens its own section of /programs, below the sticky header', async ({ page }) => {
  for (const therapy of therapies) {
    await gotoOk(page, '/');
    await page.locator('main').getByRole('link', { name: therapy.title }).click();
    await expect(page).toHaveURL(new RegExp(`/programs#${therapyAnchor(therapy)}$`));
    const heading = page.getByRole('heading', { level: 2, name: therapy.title, exact: true });
    await expect(heading).toBeInViewport();
    // The header is sticky: the section's heading must start below it, not behind it.
    const header = await page.locator('header').first().boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.locator(`#${therapyAnchor(therapy)}`).getByRole('link', { name: `ENQUIRE about ${therapy.title}` })).toBeVisible();
  }
  await expect(page.getByText('Contact us to learn more about our current programs and book your stay!')).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the contact page gives the address, a map, directions, a tel: link and WhatsApp', async ({ page }) => {
  await gotoOk(page, '/contact');
  const main = page.locator('main');
  await expect(main.locator('address')).toHaveText('Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India');
  await expect(main.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  const address = encodeURIComponent('Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India');
  await expect(main.getByRole('link', { name: /See us on the map/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${address}`,
  );
  await expect(main.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${address}`,
  );
  await expect(main.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expectNoA11yViolations(page);
});

test('after an enquiry is sent, the form heading and its thanks are not hidden under the sticky header', async ({ page }) => {
  await gotoOk(page, '/contact?subject=The%20Belonging%20Project');
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('E-Mail').fill('asha@example.org');
  await page.getByLabel('Mobile Numbers').fill('9876543210');
  await page.getByLabel('Your City').fill('Pune');
  await page.getByRole('button', { name: 'SEND REQUEST' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'REQUEST A EXPLORATION CALL' });
  await expect(heading).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('the footer links the social pages that are set and hides the rest', async ({ page }) => {
  await gotoOk(page, '/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/sukoon.estate');
  await expect(footer.getByRole('link', { name: /Facebook|YouTube/ })).toHaveCount(0);
  await expect(footer.getByRole('img', { name: /Find us on/ })).toHaveCount(0);
});

test('the Belonging Project explains itself and opens its enquiry', async ({ page }) => {
  await gotoOk(page, '/');
  await page.locator('footer').getByRole('link', { name: 'JOIN US ON OUR BELONGING PROJECT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Belonging Project');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'JOIN THE BELONGING PROJECT' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('The Belonging Project: ');
});
