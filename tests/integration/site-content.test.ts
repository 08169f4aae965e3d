import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions, fieldsOf, inputValue } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { contentRevisions } from '#server/db/schema.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The Site content screen's action and the home page through the real HTTP server, with the page cache
// on: a draft reaches only staff previewing it, in answers no cache keeps; a publish and a restore reach
// the public page at once; content the schema refuses is answered 400 next to its field, never a 500.

let app: TestApp;
let editor: string;
let clients = 0;
const first = contentDefinitions.home.first;

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '5000' } });
  editor = await signInAdmin(app, '192.0.2.80', {
    email: 'editor@example.org',
    password: 'editor password 1',
    name: 'Page Editor',
    role: 'editor',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/** The home page's form as the screen sends it, with `changes` over the first content. */
function homeForm(intent: string, changes: Record<string, string> = {}): Record<string, string> {
  const fields = Object.fromEntries(fieldsOf(contentDefinitions.home).map((field) => [field.name, inputValue(first, field)]));
  return { intent, key: 'home', ...fields, ...changes };
}

function post(form: Record<string, string>, cookie = editor) {
  clients += 1;
  return fetch(`${app.url}/admin/content.data`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { origin: app.publicUrl, cookie, 'x-forwarded-for': `198.51.100.${clients}` },
    redirect: 'manual',
  });
}

async function home(path = '/', cookie?: string) {
  const response = await fetch(`${app.url}${path}`, cookie ? { headers: { cookie } } : {});
  const html = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    tagline: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  };
}

describe('site content through the screen and the home page', () => {
  it('opens the back-office on Site content for an Editor, on Today for the owner', async () => {
    const landing = async (cookie: string) =>
      (await fetch(`${app.url}/admin`, { headers: { cookie }, redirect: 'manual' })).headers.get('location');
    expect(await landing(editor)).toBe('/admin/content');
    expect(await landing(await signInAdmin(app, '192.0.2.81'))).toBe('/admin/today');
  });

  it('refuses content its schema does not take with a 400 that names the field', async () => {
    const response = await post(homeForm('publish', { heroTagline: '', 'stats.figures[1].value': 'many' }));
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(400);
    expect(text).toContain(CONTENT_MESSAGES.publishFailed);
    expect(text).toContain('Hero tagline is required.');
    expect(text).toContain('Figure must be a whole number from 0 to 1000000.');
    // An unknown page is refused as plainly.
    const unknown = await post({ intent: 'save', key: 'nowhere', heroTagline: 'Hello' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(CONTENT_MESSAGES.unknownPage);
    expect((await home()).tagline).toBe(first.heroTagline);
  });

  it('shows a draft to staff previewing it only, privately; a publish and a restore reach the page at once', async () => {
    expect((await home()).tagline).toBe(first.heroTagline);
    expect((await post(homeForm('save', { heroTagline: 'Slow mornings by the river.' }))).status).toBe(200);

    // Guests, cached or not, and a preview asked for without a session: what is published.
    expect(await home()).toMatchObject({ status: 200, tagline: first.heroTagline });
    expect(await home('/?preview=content')).toMatchObject({ status: 200, tagline: first.heroTagline, cacheControl: 'private, no-store' });
    // Staff who may edit content: the draft, never kept for the next visitor.
    expect(await home('/?preview=content', editor)).toMatchObject({
      status: 200,
      tagline: 'Slow mornings by the river.',
      cacheControl: 'private, no-store',
    });
    expect(await home('/?preview=content')).toMatchObject({ tagline: first.heroTagline });
    expect((await home()).tagline).toBe(first.heroTagline);

    expect((await post(homeForm('publish', { heroTagline: 'Slow mornings by the river.' }))).status).toBe(200);
    expect((await home()).tagline).toBe('Slow mornings by the river.');

    const [original] = await app.database.db.select().from(contentRevisions).where(isNull(contentRevisions.publishedBy));
    expect((await post({ intent: 'restore', key: 'home', revision: original!.id })).status).toBe(200);
    expect((await home()).tagline).toBe(first.heroTagline);
    // A revision that does not exist: 404, in the screen's words.
    const missing = await post({ intent: 'restore', key: 'home', revision: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(CONTENT_MESSAGES.revisionNotFound);
  });
});
