import { ComingSoon } from '#app/components/site/coming-soon.tsx';
import { columnSizes, MediaCard } from '#app/components/site/media-card.tsx';
import { NewsletterForm } from '#app/components/site/newsletter-form.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { pageImages } from '#app/content/images.ts';
import { newsletter } from '#app/content/newsletter.ts';
import { blogPlaceholder } from '#app/content/programs.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { listPublishedPosts } from '#server/blog/index.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import type { Route } from './+types/blogs.ts';

export async function loader() {
  const posts = await listPublishedPosts(db());
  return {
    posts: posts.map((post) => ({
      ...post,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      // The day it was published at the estate, whatever the reader's zone.
      publishedOn: post.publishedAt?.toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: config().TIME_ZONE }) ?? null,
    })),
  };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHero image={pageImages.blogHero} eyebrow="Journal" title="Notes on living well" />
      {posts.length === 0 ? (
        <ComingSoon
          heading={blogPlaceholder.heading}
          text={blogPlaceholder.text}
          cards={blogPlaceholder.cards}
          footnote={
            <>
              <p>{blogPlaceholder.newsletterLine}</p>
              <div className="mt-6 text-left">
                <NewsletterForm />
              </div>
            </>
          }
        />
      ) : (
        <section className="container-page py-16">
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <MediaCard
                key={post.slug}
                media={
                  <UploadedImage
                    url={post.imageUrl}
                    sizes={columnSizes({ md: 2, lg: 3 })}
                    width={800}
                    height={533}
                    lazy
                    className="aspect-[3/2] w-full object-cover"
                  />
                }
                bodyClassName="flex flex-1 flex-col p-6"
              >
                <h2 className="text-2xl font-semibold text-forest-900">
                  <Link to={`/blogs/${post.slug}`} className="hover:text-clay-700">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-muted">
                  {post.author}
                  {post.publishedOn ? ` · ${post.publishedOn}` : ''}
                </p>
                <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
                <Link to={`/blogs/${post.slug}`} className="mt-4 text-sm font-semibold tracking-[0.12em] text-clay-700 hover:underline">
                  {/* The name begins with the words on screen (WCAG 2.5.3) and says which post. */}
                  READ MORE<span className="sr-only">: {post.title}</span> <span aria-hidden="true">→</span>
                </Link>
              </MediaCard>
            ))}
          </ul>
          <aside aria-labelledby="newsletter-heading" className="mx-auto mt-16 max-w-2xl rounded-2xl bg-sand-100 p-6 sm:p-8">
            <h2 id="newsletter-heading" className="text-2xl font-semibold text-forest-900">
              {newsletter.title}
            </h2>
            <p className="mt-2 text-muted">{newsletter.intro}</p>
            <div className="mt-4">
              <NewsletterForm />
            </div>
          </aside>
        </section>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Blog',
    description: 'Wellness tips, healing stories and expert insights from our doctors, therapists and teachers.',
    path: '/blogs',
  });
