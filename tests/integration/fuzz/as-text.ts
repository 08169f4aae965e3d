import fc from 'fast-check';
import { expect } from 'vitest';
import { type Answer, escapeHtml, type Fuzzer } from './fuzzer.ts';
import { MARKUP } from './hostile.ts';

// What a guest or a member of staff typed is stored as typed and shown as text: markup in a name, a
// message or a title reaches the page escaped, on the back-office screens and on the public site.

/** Markup wrapped in random text of any script, as it would be stored: trimmed, one line, short enough for every field. */
export const markedText = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(...MARKUP), fc.string({ unit: 'grapheme', maxLength: 12 }))
  .map((parts) => parts.join('').trim())
  .filter((text) => !text.includes('\u0000') && !/[\r\n]/.test(text));

/** The whole page, as a browser without JavaScript gets it. */
export async function pageHtml(fuzz: Fuzzer, path: string, cookie?: string): Promise<string> {
  const answer = await fuzz.send({ method: 'GET', path, document: true, headers: cookie ? { cookie } : {} });
  expect(answer.status, path).toBe(200);
  return answer.text;
}

/** Each value is on the page in React's escaped form, and no payload is there as markup. */
export function expectShownAsText(html: string, values: string[], where: string): void {
  for (const value of values) expect(html, `${where} should show ${JSON.stringify(value)} as text`).toContain(escapeHtml(value));
  for (const payload of MARKUP) expect(html.includes(payload), `${where} has ${payload} as markup`).toBe(false);
}

export function expectStored(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
}
