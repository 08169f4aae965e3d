import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render.ts';

describe('renderMarkdown', () => {
  it('keeps formatting', () => {
    const html = renderMarkdown('## Breathe\n\nSlow **down**, [read more](https://example.org).');
    expect(html).toContain('<h2>Breathe</h2>');
    expect(html).toContain('<strong>down</strong>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">read more</a>');
  });

  it('removes scripts, handlers and javascript links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[x](javascript:alert(3))');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
