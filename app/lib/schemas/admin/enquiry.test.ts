import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { enquiryActionSchema, readEnquiryQuery } from './enquiry.ts';
import { UUID } from './record.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('readEnquiryQuery', () => {
  it('shows the new enquiries, first page, unless the address says otherwise', () => {
    expect(readEnquiryQuery(new URLSearchParams())).toEqual({ filter: 'new', page: 1 });
    expect(readEnquiryQuery(new URLSearchParams('status=handled&page=3'))).toEqual({ filter: 'handled', page: 3 });
    expect(readEnquiryQuery(new URLSearchParams('status=all'))).toEqual({ filter: 'all', page: 1 });
  });

  it('falls back on nonsense instead of failing', () => {
    for (const query of ['status=<script>&page=-2', 'status=ALL&page=1.5', 'page=abc', 'page=1e400', `page=${'9'.repeat(30)}`]) {
      const { filter, page } = readEnquiryQuery(new URLSearchParams(query));
      expect(filter).toBe('new');
      expect(page).toBe(1);
    }
  });
});

function errorsOf(entries: Record<string, string>) {
  const submission = parseWithZod(form(entries), { schema: enquiryActionSchema });
  return submission.status === 'error' ? submission.error : null;
}

describe('enquiryActionSchema', () => {
  const id = '7f1c2a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

  it('takes handle or reopen with an id, trimmed', () => {
    const submission = parseWithZod(form({ intent: 'handle', id: ` ${id} ` }), { schema: enquiryActionSchema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'handle', id });
    expect(parseWithZod(form({ intent: 'reopen', id }), { schema: enquiryActionSchema }).status).toBe('success');
  });

  it('refuses another intent, a missing id and a 10 kB id with readable messages', () => {
    expect(errorsOf({ intent: 'delete', id })?.intent).toEqual(['Choose whether to mark the enquiry handled or new.']);
    expect(errorsOf({ intent: 'handle' })?.id).toEqual(['Which enquiry?']);
    expect(errorsOf({ intent: 'handle', id: 'x'.repeat(10_000) })?.id).toEqual(['Which enquiry?']);
  });

  it('tells a UUID from anything else', () => {
    expect(UUID.test(id)).toBe(true);
    expect(UUID.test('42')).toBe(false);
    expect(UUID.test(`${id}' or 1=1`)).toBe(false);
  });
});
