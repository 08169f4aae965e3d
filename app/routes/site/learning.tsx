import type { ReactNode } from 'react';
import { columnSizes, MediaCard } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { pageImages } from '#app/content/images.ts';
import { learning } from '#app/content/learning.ts';
import type { LearningBatch } from '#app/content/types.ts';
import { formatShortDate, todayIn } from '#app/lib/dates.ts';
import { enquiryHref } from '#app/lib/enquiry-href.ts';
import { batchesFee, LEARNING_PAGE_MESSAGES, type LearningPicture, NEXT_BATCH_ON_REQUEST, upcomingBatches } from '#app/lib/learning.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { db } from '#server/db/index.ts';
import { listPublicProgrammes } from '#server/learning/programmes.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/learning.ts';

// The page's title and introduction are the site's own text; the programmes and their batches are the
// owner's, kept on the back-office's Learning screen.

export async function loader() {
  const today = todayIn(siteSettings().timeZone);
  try {
    const programmes = (await listPublicProgrammes(db())).map(({ batches, ...programme }) => {
      const upcoming = upcomingBatches(batches, today);
      return { ...programme, upcoming, fee: batchesFee(upcoming) };
    });
    return { programmes, failed: false };
  } catch (error) {
    logger.error({ err: error }, 'learning programmes read failed');
    return { programmes: [], failed: true };
  }
}

export default function Learning({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero image={pageImages.learningHero} eyebrow="Learning" title={learning.title}>
        <p>{learning.intro}</p>
      </PageHero>
      <section className="container-page py-16">
        {loaderData.programmes.length === 0 ? (
          <p className="text-center text-lg text-muted">
            {loaderData.failed ? LEARNING_PAGE_MESSAGES.loadFailed : LEARNING_PAGE_MESSAGES.none}
          </p>
        ) : (
          <ul className="grid gap-8 lg:grid-cols-2">
            {loaderData.programmes.map((programme) => (
              <MediaCard
                key={programme.id}
                media={<ProgrammePicture picture={programme.picture} />}
                bodyClassName="flex flex-1 flex-col p-7"
              >
                <h2 className="text-3xl font-semibold text-forest-900">{programme.title}</h2>
                <BatchDates batches={programme.upcoming} />
                <p className="mt-4 text-muted">{programme.summary}</p>
                <ul className="mt-4 mb-6 grid gap-2 text-sm sm:grid-cols-2">
                  {programme.highlights.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="text-clay-600">
                        ✦
                      </span>
                      {item}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-5">
                  <p className="font-display text-2xl font-semibold text-forest-900">{programme.fee}</p>
                  <ButtonLink to={enquiryHref(programme.title)}>
                    ENQUIRE<span className="sr-only"> about the {programme.title}</span>
                  </ButtonLink>
                </div>
              </MediaCard>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const pictureClass = 'aspect-[16/9] w-full object-cover';
/** Two cards a row from 1024 px. */
const pictureSizes = columnSizes({ lg: 2 });

/** The programme's own picture: one the site ships, drawn at each of its widths, or the owner's upload. */
function ProgrammePicture({ picture }: { picture: LearningPicture }): ReactNode {
  if (picture.kind === 'shipped') return <Picture name={picture.name} sizes={pictureSizes} className={pictureClass} />;
  return <UploadedImage url={picture.url} sizes={pictureSizes} width={1600} height={900} lazy className={pictureClass} />;
}

/** The batches still to start, or that the next dates are given on request. */
function BatchDates({ batches }: { batches: LearningBatch[] }) {
  if (batches.length === 0) return <p className="mt-2 text-sm font-semibold tracking-wide text-clay-700">{NEXT_BATCH_ON_REQUEST}</p>;
  return (
    <div className="mt-2 text-sm font-semibold tracking-wide text-clay-700">
      <p>{batches.length === 1 ? 'Next batch' : 'Next batches'}</p>
      <ul className="mt-1 space-y-0.5">
        {batches.map((batch) => (
          <li key={batch.start}>
            <time dateTime={batch.start}>{formatShortDate(batch.start)}</time> to{' '}
            <time dateTime={batch.end}>{formatShortDate(batch.end)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Learning programmes',
    description: 'Residential Yoga Teacher Training and Aerial Yoga Teacher Training programmes on the estate.',
    path: '/learning',
  });
