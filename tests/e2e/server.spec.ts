import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('health and readiness answer 200', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ok', database: 'pglite' });
});

test('pages carry security headers and a nonce-based script policy', async ({ request }) => {
  const response = await request.get('/book-your-stay');
  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  // The demo checkout needs nothing from Razorpay, so nothing of Razorpay's is allowed.
  expect(csp).not.toContain('razorpay');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // A page React hydrates carries inline scripts with the nonce, a fresh one for every response.
  const hydrated = await request.get('/admin/login');
  const nonce = /'nonce-([^']+)'/.exec(hydrated.headers()['content-security-policy']!)![1];
  expect(await hydrated.text()).toContain(`nonce="${nonce}"`);
  const again = (await request.get('/admin/login')).headers()['content-security-policy'];
  expect(again).not.toContain(nonce);
});

test('hashed assets are cached for good, pages are compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toContain('immutable');
  const page = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('sitemap.xml and robots.txt describe the site', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/rejuvenation/package</loc>`);
  expect(sitemap).not.toContain('/rejuvenate<');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
});

test('the home page describes the estate with JSON-LD and Open Graph', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('application/ld+json');
  expect(html).toMatch(/property="og:image" content="http[^"]+\.webp"/);
});

test('the built client files contain no server code', () => {
  const dir = path.resolve('build/client/assets');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const forbidden = [
    '@electric-sql/pglite',
    'drizzle-orm',
    'pg_advisory_lock',
    'process.env',
    'pino',
    'DATABASE_URL',
    'sanitize-html',
    'node:fs',
  ];
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const needle of forbidden) expect(source.includes(needle), `${needle} in ${file}`).toBe(false);
  }
});
