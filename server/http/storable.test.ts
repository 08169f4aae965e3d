import { describe, expect, it } from 'vitest';
import { formHasUnstorableText, isStorableText, jsonHasUnstorableText } from './storable.ts';

describe('text the database can store', () => {
  it('is any well-formed text without NUL, in every script', () => {
    for (const text of ['', 'Asha Rao', 'योग और ध्यान', '👩‍👩‍👧‍👦', '<script>alert(1)</script>', "' OR 1=1 --", '\u202Egnp.exe', '\t\r\n']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is not text with a NUL or a lone UTF-16 half', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDFFF\uD800'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('is looked for in every string of a JSON value, keys and nested values too', () => {
    expect(jsonHasUnstorableText({ kind: 'stay', customer: { name: 'Asha', tags: ['a', 1, null, true] } })).toBe(false);
    expect(jsonHasUnstorableText({ customer: { name: 'A\u0000' } })).toBe(true);
    expect(jsonHasUnstorableText({ promoCode: '\uD800' })).toBe(true);
    expect(jsonHasUnstorableText([['deep', ['er', 'x\u0000']]])).toBe(true);
    expect(jsonHasUnstorableText({ 'key\u0000': 1 })).toBe(true);
    expect(jsonHasUnstorableText('\u0000')).toBe(true);
    expect(jsonHasUnstorableText(42)).toBe(false);
  });

  it('is looked for however deep a small body nests', () => {
    const deep = (inner: string) => JSON.parse(`${'['.repeat(8000)}${inner}${']'.repeat(8000)}`) as unknown;
    expect(jsonHasUnstorableText(deep('"fine"'))).toBe(false);
    expect(jsonHasUnstorableText(deep('"not\\u0000fine"'))).toBe(true);
  });

  it('is looked for in the names and text values of a form, not in its files', () => {
    const form = new FormData();
    form.append('name', 'Asha');
    form.append('image', new File([new Uint8Array([0, 0, 0])], 'photo.png'));
    expect(formHasUnstorableText(form)).toBe(false);
    form.append('city', 'Pu\u0000ne');
    expect(formHasUnstorableText(form)).toBe(true);
    const named = new FormData();
    named.append('na\u0000me', 'Asha');
    expect(formHasUnstorableText(named)).toBe(true);
  });
});
