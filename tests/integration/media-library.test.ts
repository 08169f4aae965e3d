import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions, fieldsOf, inputValue } from '#app/content/editable/index.ts';
import { MEDIA_MESSAGES } from '#app/lib/admin/media-messages.ts';
import { mediaImages } from '#server/db/schema.ts';
import { photo } from '#tests/support/images.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The Media library screen's action and the home page through the real HTTP server, with the page cache
// on: an upload needs its alt text, a therapy panel shows the upload chosen for it once published (at
// its own widths and size), and neither a delete of an image in use nor a slot naming no image gets past
// the server.

let app: TestApp;
let editor: string;
let clients = 0;
const first = contentDefinitions.home.first;

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '5000' } });
  editor = await signInAdmin(app, '192.0.2.90', {
    email: 'media.editor@example.org',
    password: 'editor password 2',
    name: 'Media Editor',
    role: 'editor',
  });
}, 240_000);

afterAll(async () => {
  await app?.close();
});

function post(path: string, body: FormData | URLSearchParams) {
  clients += 1;
  return fetch(`${app.url}${path}.data`, {
    method: 'POST',
    body,
    headers: { origin: app.publicUrl, cookie: editor, 'x-forwarded-for': `198.51.100.${clients}` },
    redirect: 'manual',
  });
}

async function uploadForm(alt: string) {
  const form = new FormData();
  form.set('intent', 'create');
  form.set('alt', alt);
  const bytes = await photo(1200, 900).jpeg().toBuffer();
  form.set('image', new File([new Uint8Array(bytes)], 'Lantern Walk.jpg', { type: 'image/jpeg' }));
  return form;
}

/** The home page's form as Site content sends it, with `changes` over the first content. */
function homeForm(changes: Record<string, string>) {
  const fields = Object.fromEntries(fieldsOf(contentDefinitions.home).map((field) => [field.name, inputValue(first, field)]));
  return new URLSearchParams({ intent: 'publish', key: 'home', ...fields, ...changes });
}

/** The <img> tags of the first therapy panel (its photo, then its hover photo kept in a template). */
async function firstPanelImages() {
  const html = await (await fetch(app.url)).text();
  const panel = /<li[^>]*>\s*<a[^>]*href="\/programs#[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '';
  return panel.match(/<img [^>]*>/g) ?? [];
}

describe('the media library through the screen and the home page', () => {
  it('takes an upload only with its alt text, and the home page shows it once a therapy panel chooses it', async () => {
    const refused = await post('/admin/media', await uploadForm('  '));
    const refusal = await refused.text();
    expect(refused.status, refusal.slice(0, 300)).toBe(400);
    expect(refusal).toContain(MEDIA_MESSAGES.altRequired);
    expect(await app.database.db.select().from(mediaImages).where(isNotNull(mediaImages.imageKey))).toEqual([]);

    const added = await post('/admin/media', await uploadForm('Paper lanterns along the river path'));
    expect(added.status, (await added.text()).slice(0, 300)).toBe(200);
    const [row] = await app.database.db.select().from(mediaImages).where(isNotNull(mediaImages.imageKey));
    expect(row).toMatchObject({ alt: 'Paper lanterns along the river path', fileName: 'Lantern Walk.jpg', width: 1200, height: 900 });

    const [before] = await firstPanelImages();
    expect(before).toContain('src="/media/img/misty-hills-1600.webp"');

    const published = await post('/admin/content', homeForm({ 'therapyPhotos[0].image': row!.key }));
    expect(published.status, (await published.text()).slice(0, 300)).toBe(200);
    const [after, hover] = await firstPanelImages();
    expect(after).toContain(`src="${row!.imageUrl}"`);
    expect(after).toMatch(/srcSet="[^"]*-480\.webp 480w, [^"]*-960\.webp 960w, [^"]*-1200\.webp 1200w"/i);
    expect(after).toContain('sizes="(min-width: 768px) 20vw, 100vw"');
    expect(after).toContain('width="1200"');
    expect(after).toContain('height="900"');
    expect(after).toContain('alt=""');
    // The hover photo stays the shipped one.
    expect(hover).toContain('/media/img/sunbeam-hills-1600.webp');

    const listed = await (await fetch(`${app.url}/admin/media?q=lantern`, { headers: { cookie: editor } })).text();
    expect(listed).toContain('Paper lanterns along the river path');
    expect(listed).toContain('Home page: Medical Consultations photo');
  });

  it('refuses to delete an image in use, and a photo slot naming an image the library does not have', async () => {
    const [row] = await app.database.db.select().from(mediaImages).where(isNotNull(mediaImages.imageKey));
    const deleting = await post('/admin/media', new URLSearchParams({ intent: 'delete', id: row!.key }));
    const refusal = await deleting.text();
    expect(deleting.status).toBe(409);
    expect(refusal).toContain(MEDIA_MESSAGES.inUse('Home page: Medical Consultations photo'));

    const unknown = await post('/admin/content', homeForm({ 'therapyPhotos[2].hover': 'no-such-image' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(MEDIA_MESSAGES.unknownPhoto('Naturopathy Treatments hover photo'));
    expect((await firstPanelImages())[0]).toContain(`src="${row!.imageUrl}"`);
  });
});
