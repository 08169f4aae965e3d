import { sitemapPaths } from '#app/lib/public-pages.ts';
import { listPublishedPosts } from '#server/blog/index.ts';
import { listRetreats } from '#server/bookings/retreats.ts';
import { db } from '#server/db/index.ts';
import { siteSettings } from '#server/site.ts';

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader() {
  const { publicUrl } = siteSettings();
  const [posts, retreats] = await Promise.all([listPublishedPosts(db()), listRetreats(db())]);
  const urls = [
    ...sitemapPaths.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: undefined })),
    ...retreats.map((retreat) => ({ loc: `${publicUrl}/rejuvenation/${encodeURIComponent(retreat.slug)}`, lastmod: undefined })),
    ...posts.map((post) => ({
      loc: `${publicUrl}/blogs/${encodeURIComponent(post.slug)}`,
      lastmod: post.publishedAt?.toISOString().slice(0, 10),
    })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
