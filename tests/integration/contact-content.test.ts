import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions, type ContentKey, fieldsOf, inputValue } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The contact details, the About page and the Programs page through the real HTTP server: a site's
// settings give the contact details' first content; a publish on the Site content screen changes the
// footer, the contact page and the mails at once; a link that is not https (or a page of the site) is
// refused with words, never stored.

const SETTINGS = {
  CONTACT_EMAIL: 'hello@river.example',
  CONTACT_PHONE: '+91 20 4000 1234',
  ESTATE_ADDRESS: '12 Ghat Road, Rishikesh 249201',
  INSTAGRAM_URL: 'https://www.instagram.com/river.estate',
};

let app: TestApp;
let editor: string;
let clients = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '5000', ...SETTINGS } });
  editor = await signInAdmin(app, '192.0.2.90', {
    email: 'words@example.org',
    password: 'words password 1',
    name: 'Words',
    role: 'editor',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/** A page's form as the screen sends it: its first content with `changes` over it. */
function form(key: ContentKey, intent: string, changes: Record<string, string> = {}, first: unknown = contentDefinitions[key].first) {
  const fields = Object.fromEntries(fieldsOf(contentDefinitions[key]).map((field) => [field.name, inputValue(first, field)]));
  return { intent, key, ...fields, ...changes };
}

function post(body: Record<string, string>) {
  clients += 1;
  return fetch(`${app.url}/admin/content.data`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { origin: app.publicUrl, cookie: editor, 'x-forwarded-for': `198.51.100.${clients}` },
    redirect: 'manual',
  });
}

async function page(path: string, cookie?: string) {
  const response = await fetch(`${app.url}${path}`, cookie ? { headers: { cookie } } : {});
  return { html: (await response.text()).replaceAll('&amp;', '&'), cacheControl: response.headers.get('cache-control') };
}

/** The newest mail's plain text after a newsletter sign-up: its sign-off names the estate's contacts. */
async function signUpMail(email: string) {
  const { subscribe } = await import('#server/newsletter/index.ts');
  await subscribe(app.database.db, email);
  const [mail] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
  return mail!.text;
}

const settingsFirst = {
  email: SETTINGS.CONTACT_EMAIL,
  phone: SETTINGS.CONTACT_PHONE,
  address: SETTINGS.ESTATE_ADDRESS,
  mapLink: '',
  instagram: SETTINGS.INSTAGRAM_URL,
  facebook: '',
  youtube: '',
};

describe('the contact details', () => {
  it('are first the site’s settings: on the contact page, in the footer and in a mail', async () => {
    const { html } = await page('/contact');
    expect(html).toContain(`Write to us at ${SETTINGS.CONTACT_EMAIL} or call ${SETTINGS.CONTACT_PHONE}.`);
    expect(html).toContain(`href="mailto:${SETTINGS.CONTACT_EMAIL}"`);
    expect(html).toContain(`href="${SETTINGS.INSTAGRAM_URL}"`);
    expect(html).toContain(SETTINGS.ESTATE_ADDRESS);
    expect(html).toContain(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SETTINGS.ESTATE_ADDRESS)}`);
    expect(await signUpMail('first@example.org')).toContain(`${SETTINGS.CONTACT_EMAIL} · ${SETTINGS.CONTACT_PHONE}`);
    // The Site content screen offers the page with the same first content.
    const screen = (await page('/admin/content?page=contact', editor)).html;
    expect(screen).toContain('Contact details & social links');
    expect(screen).toContain(`value="${SETTINGS.INSTAGRAM_URL}"`);
    expect(screen).toContain(`value="${SETTINGS.CONTACT_EMAIL}"`);
  });

  it('refuses a link that is not https or a page of the site, in words next to its field', async () => {
    for (const [field, link] of [
      ['instagram', 'http://www.instagram.com/river.estate'],
      ['mapLink', 'javascript:alert(1)'],
    ] as const) {
      const response = await post(form('contact', 'publish', { [field]: link }, settingsFirst));
      const text = await response.text();
      expect(response.status, text.slice(0, 300)).toBe(400);
      expect(text).toContain(CONTENT_MESSAGES.publishFailed);
      expect(text).toContain('must be a page of this site, such as /about, or an address starting with https://.');
    }
    expect((await page('/contact')).html).toContain(`href="${SETTINGS.INSTAGRAM_URL}"`);
  });

  it('once published, are what the footer, the contact page, a preview and the next mail show', async () => {
    const changes = {
      email: 'desk@river.example',
      phone: '+91 135 200 3000',
      address: 'Tapovan, Rishikesh 249192',
      mapLink: 'https://maps.app.goo.gl/river',
      instagram: '',
      facebook: 'https://www.facebook.com/river.estate',
    };
    // A draft: the editor's preview shows it, privately; guests still read the settings' details.
    const saved = await post(form('contact', 'save', changes, settingsFirst));
    expect(saved.status, (await saved.text()).slice(0, 600)).toBe(200);
    const preview = await page('/contact?preview=content', editor);
    expect(preview.cacheControl).toBe('private, no-store');
    expect(preview.html).toContain('Write to us at desk@river.example or call +91 135 200 3000.');
    expect((await page('/about?preview=content', editor)).html).toContain('href="mailto:desk@river.example"');
    expect((await page('/contact')).html).toContain(`Write to us at ${SETTINGS.CONTACT_EMAIL}`);

    expect((await post(form('contact', 'publish', changes, settingsFirst))).status).toBe(200);
    const { html } = await page('/contact');
    expect(html).toContain('Write to us at desk@river.example or call +91 135 200 3000.');
    expect(html).toContain('href="mailto:desk@river.example"');
    expect(html).toContain('Tapovan, Rishikesh 249192');
    expect(html).toContain('href="https://maps.app.goo.gl/river"');
    expect(html).toContain('href="https://www.facebook.com/river.estate"');
    expect(html).not.toContain(SETTINGS.INSTAGRAM_URL);
    expect(html).not.toContain(SETTINGS.CONTACT_EMAIL);
    // The home page's footer and structured data too.
    const home = (await page('/')).html;
    expect(home).toContain('"email":"desk@river.example"');
    expect(home).not.toContain(SETTINGS.CONTACT_EMAIL);
    expect(await signUpMail('later@example.org')).toContain('desk@river.example · +91 135 200 3000');
  });
});

describe('the About and Programs pages', () => {
  it('read what is published, and a draft only in the editor’s preview', async () => {
    const about = contentDefinitions.about.first;
    expect((await page('/about')).html).toContain(about.tabs.why.heading);
    const aboutChanges = { 'tabs.why.heading': 'Care that sees you whole', 'tabs.reasons.reasons[0].title': 'Doctors who listen' };
    expect((await post(form('about', 'save', aboutChanges))).status).toBe(200);
    expect((await page('/about?preview=content', editor)).html).toContain('Care that sees you whole');
    expect((await page('/about')).html).not.toContain('Care that sees you whole');
    expect((await post(form('about', 'publish', aboutChanges))).status).toBe(200);
    const aboutPage = (await page('/about')).html;
    expect(aboutPage).toContain('Care that sees you whole');
    expect(aboutPage).toContain('Doctors who listen');
    expect(aboutPage).not.toContain(about.tabs.why.heading);

    const programs = contentDefinitions.programs.first;
    expect((await page('/programs')).html).toContain(programs.sections[2]!.details[0]!);
    const programChanges = { 'sections[2].details': 'Mud therapy by the river\nSteam and sauna', 'cards[1].action': 'SEE THE RETREATS' };
    expect((await post(form('programs', 'publish', programChanges))).status).toBe(200);
    const programsPage = (await page('/programs')).html;
    expect(programsPage).toContain('Mud therapy by the river');
    expect(programsPage).toContain('SEE THE RETREATS');
    expect(programsPage).not.toContain(programs.sections[2]!.details[0]!);
    // An empty list is refused in words.
    const empty = await post(form('programs', 'publish', { 'sections[0].details': '' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Includes: please give 1 to 8, one a line, each at most 200 characters.');
  });
});
