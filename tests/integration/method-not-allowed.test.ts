import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NOT_ALLOWED_TEXT } from '#app/content/status-pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A page or file that takes no form answers a POST, PUT or DELETE with 405 and a sentence of its own:
// React Router's sentence named the route module that had no action (`routes/site/about`).
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const REQUESTS: [string, string][] = [
  ['POST', '/about'],
  ['PUT', '/about'],
  ['POST', '/about.data'],
  ['DELETE', '/blogs.data'],
  ['PATCH', '/'],
  ['POST', '/_root.data'],
  ['POST', '/nowhere.data'],
  ['POST', '/admin/dashboard.data'],
  ['POST', '/robots.txt'],
  ['PUT', '/sitemap.xml'],
];

describe('the 405 text names no internal route', () => {
  it.each(REQUESTS)('%s %s answers 405 with a generic sentence', async (method, path) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { origin: app.publicUrl, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.45' },
      body: 'name=Asha',
      redirect: 'manual',
    });
    expect(response.status).toBe(405);
    const body = await response.text();
    expect(body).not.toMatch(/You made a|did not provide an|no way to handle/);
    expect(body).not.toMatch(/routes\/(site|api|admin)\/(about|blogs|not-found|dashboard|robots|sitemap)/);
    expect(body).toContain(METHOD_NOT_ALLOWED_TEXT);
  });
});
