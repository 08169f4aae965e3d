import { describe, expect, it } from 'vitest';
import { errorStatus, requestErrorPage, serverErrorPage } from './error-page.ts';

describe('errorStatus', () => {
  it('keeps the 4xx that Express and its parsers put on an error', () => {
    expect(errorStatus(Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 }))).toBe(400);
    expect(errorStatus({ statusCode: 413 })).toBe(413);
  });

  it('answers 500 for anything else', () => {
    for (const error of [new Error('boom'), { status: 503 }, { status: 302 }, { status: '400' }, null, undefined, 'text'])
      expect(errorStatus(error)).toBe(500);
  });
});

describe('the plain error pages', () => {
  it('say what happened, without the site name breaking out of the page', () => {
    expect(requestErrorPage('Sukoon <Estate>')).toContain('<title>Request not understood | Sukoon Estate</title>');
    expect(serverErrorPage('Sukoon')).toContain('<title>Something went wrong | Sukoon</title>');
  });
});
