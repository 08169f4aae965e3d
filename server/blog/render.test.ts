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
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[x](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('drops images without an https source and gives the others an alt text', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)>\n\n![](https://images.test/a.png)\n\n![Lotus](https://images.test/b.png)');
    expect(html).not.toContain('src="x"');
    expect(html).toContain('<img alt="" src="https://images.test/a.png" loading="lazy" />');
    expect(html).toContain('alt="Lotus"');
  });
});
