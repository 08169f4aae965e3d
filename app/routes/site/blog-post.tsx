import { data } from 'react-router';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import { findPublishedPost } from '#server/blog/index.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import type { Route } from './+types/blog-post.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const post = params.slug.length <= 200 ? await findPublishedPost(db(), params.slug) : null;
  if (!post) return data({ post: null }, { status: 404 });
  return {
    post: {
      slug: post.slug,
      title: post.title,
      author: post.author,
      excerpt: post.excerpt,
      imageUrl: post.imageUrl,
      html: post.html,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      // The day it was published at the estate, whatever the reader's zone.
      publishedOn: post.publishedAt?.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: config().TIME_ZONE }) ?? null,
    },
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <StatusPage status={404} />;
  return (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <Link to="/blogs" className="text-sm font-semibold tracking-[0.12em] text-clay-700 hover:underline">
        ← ALL POSTS
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-forest-900 sm:text-5xl">{post.title}</h1>
      <p className="mt-3 text-muted">
        {post.author}
        {post.publishedOn ? ` · ${post.publishedOn}` : ''}
      </p>
      <UploadedImage
        url={post.imageUrl}
        sizes="(min-width: 768px) 48rem, 100vw"
        width={1200}
        height={800}
        className="mt-8 aspect-[3/2] w-full rounded-2xl object-cover"
      />
      {/* Rendered from Markdown and sanitised on the server (server/blog/render.ts). */}
      <div className="prose-estate mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.post
    ? pageMeta(matches, { title: loaderData.post.title, description: loaderData.post.excerpt, path: `/blogs/${loaderData.post.slug}` })
    : pageMeta(matches, { title: 'Post not found', description: 'This post could not be found.', path: '/blogs', noindex: true });
