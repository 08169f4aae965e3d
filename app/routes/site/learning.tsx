import { MediaCard } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { pageImages } from '#app/content/images.ts';
import { learning } from '#app/content/learning.ts';
import { formatShortDate, todayIn } from '#app/lib/dates.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/learning.ts';

export function loader() {
  return { today: todayIn(siteSettings().timeZone) };
}

export default function Learning({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero image={pageImages.learningHero} eyebrow="Learning" title={learning.title}>
        <p>{learning.intro}</p>
      </PageHero>
      <section className="container-page py-16">
        <ul className="grid gap-8 lg:grid-cols-2">
          {learning.programmes.map((programme) => (
            <MediaCard
              key={programme.id}
              media={
                <Picture
                  name={pageImages.learning[programme.id]}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  className="aspect-[16/9] w-full object-cover"
                />
              }
              bodyClassName="flex flex-1 flex-col p-7"
            >
              <h2 className="text-3xl font-semibold text-forest-900">{programme.title}</h2>
              <p className="mt-2 text-sm font-semibold tracking-wide text-clay-700">
                {/* The specification's batch dates may have passed; say so rather than call them upcoming. */}
                {programme.batchStart >= loaderData.today ? 'Upcoming batch' : 'Most recent batch'}:{' '}
                <time dateTime={programme.batchStart}>{formatShortDate(programme.batchStart)}</time> to{' '}
                <time dateTime={programme.batchEnd}>{formatShortDate(programme.batchEnd)}</time>
              </p>
              {programme.batchStart < loaderData.today ? (
                <p className="mt-1 text-sm text-muted">Dates of the next batch on request: use the arrow below to ask us.</p>
              ) : null}
              <p className="mt-4 text-muted">{programme.summary}</p>
              <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                {programme.highlights.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="text-clay-600">
                      ✦
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex items-center justify-between border-t border-sand-200 pt-5">
                <p className="font-display text-2xl font-semibold text-forest-900">{programme.price}</p>
                <Link
                  to={`/contact?subject=${encodeURIComponent(`Enquiry: ${programme.title}`)}#enquiry`}
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-clay-600 text-xl text-white hover:bg-clay-700"
                  aria-label={`Ask about the ${programme.title}`}
                >
                  <span aria-hidden="true">→</span>
                </Link>
              </div>
            </MediaCard>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Learning programmes',
    description: 'Residential Yoga Teacher Training and Aerial Yoga Teacher Training programmes on the estate.',
    path: '/learning',
  });
