import type { ReactNode } from 'react';
import { checkoutDialogMarkup } from '#app/components/payments/checkout-dialog.contract.ts';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { enrolDialogId } from '#app/components/payments/enrol-dialog.contract.ts';
import { EnrolDialog } from '#app/components/payments/enrol-dialog.tsx';
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
import { BATCH_FULL } from '#app/lib/training.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { enrolmentOffers } from '#server/learning/enrol.ts';
import { listPublicProgrammes } from '#server/learning/programmes.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/learning.ts';

// The page's title and introduction are the site's own text; the programmes and their batches are the
// owner's, kept on the back-office's Learning screen.

export async function loader() {
  const now = new Date();
  const today = todayIn(siteSettings().timeZone, now);
  try {
    const [listed, offers] = await Promise.all([listPublicProgrammes(db()), enrolmentOffers(db(), now)]);
    const programmes = listed.map(({ batches, questions, ...programme }) => {
      const upcoming = upcomingBatches(batches, today);
      // A batch with a fee and seats takes enrolments online; one without a fee is enquired about.
      const enrol = upcoming.flatMap((batch) => {
        const offer = offers.get(batch.id);
        return offer ? [{ start: batch.start, end: batch.end, offer, seatsLeft: offer.seatsLeft }] : [];
      });
      return { ...programme, questions, upcoming, enrol, fee: batchesFee(upcoming) };
    });
    return { programmes, failed: false };
  } catch (error) {
    logger.error({ err: error }, 'learning programmes read failed');
    return { programmes: [], failed: true };
  }
}

export default function Learning({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const dialogs = loaderData.programmes.flatMap((programme) =>
    programme.enrol
      .filter((batch) => batch.seatsLeft > 0)
      .map((batch) => ({ ...batch, programmeTitle: programme.title, questions: programme.questions })),
  );
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
                  <div className="flex flex-wrap gap-3">
                    {programme.enrol.map((batch) => (
                      <EnrolButton key={batch.offer.batchId} title={programme.title} batch={batch} several={programme.enrol.length > 1} />
                    ))}
                    {/* Batches without a fee (or none to come) are enquired about. */}
                    {programme.enrol.length < programme.upcoming.length || programme.upcoming.length === 0 ? (
                      <ButtonLink to={enquiryHref(programme.title)} variant={programme.enrol.length > 0 ? 'outline' : 'primary'}>
                        ENQUIRE<span className="sr-only"> about the {programme.title}</span>
                      </ButtonLink>
                    ) : null}
                  </div>
                </div>
              </MediaCard>
            ))}
          </ul>
        )}
      </section>
      {dialogs.map((batch) => (
        <EnrolDialog key={batch.offer.batchId} batch={batch} siteName={site.name} />
      ))}
      {dialogs.length > 0 ? <DemoCheckout /> : null}
    </>
  );
}

/** ENROL for a batch with seats left, or that it is full; the dates are named when the programme has several such batches. */
function EnrolButton({
  title,
  batch,
  several,
}: {
  title: string;
  batch: { start: string; seatsLeft: number; offer: { batchId: string } };
  several: boolean;
}) {
  const when = formatShortDate(batch.start);
  if (batch.seatsLeft <= 0)
    return (
      <p className="self-center text-sm font-semibold text-clay-700">
        {several ? `${when}: ` : ''}
        {BATCH_FULL}
      </p>
    );
  return (
    <button
      type="button"
      {...checkoutDialogMarkup.opens.props(enrolDialogId(batch.offer.batchId))}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white transition-colors hover:bg-clay-700"
    >
      ENROL{several ? ` · ${when}` : ''}
      <span className="sr-only">
        {' '}
        in the {title}, batch starting {when}
      </span>
    </button>
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
