import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS, blogSchema } from './blog.ts';

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = { title: 'Yin Yoga for Sleep', author: 'Meera Nair', excerpt: 'Slow poses.', content: '## Why\n\nBecause.' };

function parse(fields: Record<string, string | File>) {
  const submission = parseWithZod(form(fields), { schema: blogSchema });
  return submission.status === 'success'
    ? { status: submission.status, value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.status === 'error' ? submission.error : undefined };
}

describe('blogSchema', () => {
  it('accepts the four required fields and defaults the rest', () => {
    const result = parse(valid);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toEqual({ ...valid, published: false, removeImage: false });
  });

  it.each(['title', 'author', 'excerpt', 'content'] as const)('requires %s, also when only spaces are sent', (field) => {
    for (const value of [undefined, '', '   ']) {
      const fields: Record<string, string> = { ...valid };
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      const result = parse(fields);
      expect(result.status).toBe('error');
      expect(result.error?.[field]?.[0]).toMatch(/^Please enter /);
    }
  });

  it('trims the texts', () => {
    const result = parse({ ...valid, title: '  Breath  ', author: ' Ravi ' });
    expect(result.status === 'success' && [result.value.title, result.value.author]).toEqual(['Breath', 'Ravi']);
  });

  it.each(Object.entries(BLOG_LIMITS))('refuses a %s over %i characters with a readable message', (field, max) => {
    const ok = parse({ ...valid, [field]: 'a'.repeat(max) });
    expect(ok.status).toBe('success');
    const result = parse({ ...valid, [field]: 'a'.repeat(max + 1) });
    expect(result.status).toBe('error');
    expect(result.error?.[field]?.[0]).toMatch(/characters or fewer\.$/);
  });

  it('refuses 10 kB in the title', () => {
    expect(parse({ ...valid, title: 'x'.repeat(10_240) }).error?.title?.[0]).toBe('Please keep the title to 200 characters or fewer.');
  });

  it('normalises a typed slug and refuses one with no letter or digit', () => {
    const typed = parse({ ...valid, slug: '  My  Custom_Slug!! ' });
    expect(typed.status === 'success' && typed.value.slug).toBe('my-custom-slug');
    expect(parse({ ...valid, slug: '!!!' }).error?.slug).toEqual(['The slug needs at least one letter or digit.']);
    const empty = parse({ ...valid, slug: '' });
    expect(empty.status === 'success' && empty.value.slug).toBeUndefined();
  });

  it('reads the checkboxes and refuses other values', () => {
    const ticked = parse({ ...valid, published: 'on', removeImage: 'on' });
    expect(ticked.status === 'success' && [ticked.value.published, ticked.value.removeImage]).toEqual([true, true]);
    expect(parse({ ...valid, published: 'maybe' }).status).toBe('error');
  });

  it('refuses a text where the image file belongs, and a file that is not an image', () => {
    expect(parse({ ...valid, image: 'not-a-file' }).error?.image).toBeDefined();
    const pdf = new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
    expect(parse({ ...valid, image: pdf }).error?.image).toEqual(['Please choose a JPEG, PNG, WebP or AVIF image.']);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    const result = parse({ ...valid, image: png });
    expect(result.status === 'success' && result.value.image?.name).toBe('a.png');
  });

  it('treats an empty file input as no image', () => {
    const result = parse({ ...valid, image: new File([], '') });
    expect(result.status === 'success' && result.value.image).toBeUndefined();
  });
});
