import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import Blogs from './blogs.tsx';

type Props = Parameters<typeof Blogs>[0];

function render(posts: Props['loaderData']['posts']) {
  const props = { loaderData: { posts }, params: {}, matches: [] } as unknown as Props;
  // A data router: the page's newsletter form submits through it.
  const Stub = createRoutesStub([{ path: '/blogs', Component: () => <Blogs {...props} /> }]);
  return renderToString(<Stub initialEntries={['/blogs']} />);
}

// The browser suite shares one database with the admin tests that publish posts, so the empty state is checked here.
describe('/blogs', () => {
  it("shows the 'Coming Soon' placeholder while nothing is published", () => {
    const html = render([]);
    for (const text of [
      'Coming Soon',
      'Wellness Tips',
      'Healing Stories',
      'Expert Insights',
      'Subscribe to our newsletter to be the first to know when our blog launches!',
      'action="/newsletter"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('lists published posts instead, their texts escaped', () => {
    const html = render([
      {
        slug: 'yin-yoga',
        title: '<script>alert(1)</script> Yin',
        excerpt: 'Slow.',
        author: 'Meera',
        imageUrl: null,
        publishedAt: '2026-11-22T20:00:00.000Z',
        publishedOn: '23 Nov 2026',
      },
    ]);
    expect(html).not.toContain('Coming Soon');
    expect(html).toContain('href="/blogs/yin-yoga"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Yin');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(' · 23 Nov 2026');
  });
});
