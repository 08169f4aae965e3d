import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '#app/lib/public-pages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// No placeholder or doubled numbering reaches a guest: every public page as the server
// renders it, read as text.
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const paths = publicPages.filter((page) => !page.path.includes(':')).map((page) => `/${page.path}`);

/** The page's visible text and attributes, without scripts (their JSON may legitimately hold braces). */
async function pageText(path: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replaceAll('<!-- -->', '');
}

describe('public pages', () => {
  it.each(paths)('%s shows no placeholder', async (path) => {
    const text = await pageText(path);
    expect(text).not.toMatch(/\{(product|email|phone)\}/);
    expect(text).not.toMatch(/XXXX/);
  });

  it.each(paths)('%s names no element whose role forbids a name', async (path) => {
    // ARIA prohibits aria-label on generic elements (span, div without a role): screen readers may drop it.
    const named = [...(await pageText(path)).matchAll(/<(span|div|p)\b[^>]*>/g)].map(([tag]) => tag);
    expect(named.filter((tag) => /\baria-label=/.test(tag) && !/\brole=/.test(tag))).toEqual([]);
  });

  it.each(['/terms-and-conditions', '/refund-policy', '/privacy-policy'])('%s numbers each section once', async (path) => {
    const text = await pageText(path);
    expect(text).toMatch(/<h2[^>]*>1\. [A-Z]/);
    expect(text).not.toMatch(/\b(\d+)\.\s*\1\.\s/);
    // The contents list numbers its entries itself (list-decimal): an entry's text carries no number.
    expect(text).not.toMatch(/<a href="#section-\d+"[^>]*>\d/);
  });
});
