import { columnSizes, MediaCard } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { pageImages } from '#app/content/images.ts';
import { timetable } from '#app/content/timetable.ts';
import { WEEKDAY_LONG, weeklyTimesSummary } from '#app/lib/class-times.ts';
import type { TimetableClassView } from '#app/lib/class-timetable-view.ts';
import { formatOrdinalDate, formatWeekdayDate } from '#app/lib/dates.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { listTimetable } from '#server/catalog/classes-public.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/classes.ts';

export async function loader() {
  try {
    return { classes: await listTimetable(db(), { now: new Date(), timeZone: siteSettings().timeZone }), error: null };
  } catch (error) {
    logger.error({ err: error }, 'class timetable read failed');
    return { classes: null, error: timetable.loadError };
  }
}

export default function Classes({ loaderData }: Route.ComponentProps) {
  const { classes, error } = loaderData;
  return (
    <>
      <PageHero image={pageImages.classesHero} eyebrow={timetable.eyebrow} title={timetable.headline}>
        <p>{timetable.intro}</p>
      </PageHero>
      <section className="container-page py-12 sm:py-16" aria-label={timetable.headline}>
        {error ? (
          <Banner tone="error">{error}</Banner>
        ) : !classes || classes.length === 0 ? (
          <p className="rounded-2xl bg-sand-100 p-8 text-center text-lg text-forest-900">{timetable.empty}</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {classes.map((item) => (
              <ClassCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ClassCard({ item }: { item: TimetableClassView }) {
  const headingId = `class-${item.id}`;
  return (
    <MediaCard
      media={
        <UploadedImage
          url={item.imageUrl}
          sizes={columnSizes({ md: 2 })}
          width={800}
          height={450}
          lazy
          className="aspect-[16/9] w-full object-cover"
        />
      }
      bodyClassName="flex flex-1 flex-col gap-4 p-6"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-semibold text-forest-900">
          {item.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {item.instructor} · {item.duration} · {item.price}
        </p>
      </div>
      <p className="text-muted">{item.description}</p>
      {item.instructorBio || item.instructorPhoto ? (
        <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
          <UploadedImage
            url={item.instructorPhoto}
            sizes="64px"
            width={64}
            height={64}
            lazy
            className="size-16 shrink-0 rounded-full object-cover"
          />
          <p className="text-sm text-forest-900">
            <span className="font-semibold">{item.instructor}</span>
            {item.instructorBio ? ` · ${item.instructorBio}` : ''}
          </p>
        </div>
      ) : null}
      <div>
        <h3 className="eyebrow text-clay-700">{timetable.weekly}</h3>
        {item.startsOn ? (
          <p className="mt-2 font-semibold text-forest-900">
            {timetable.startsFrom} {formatOrdinalDate(item.startsOn)}
          </p>
        ) : null}
        {item.weeklyTimes.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {weeklyTimesSummary(item.weeklyTimes, WEEKDAY_LONG).map((line) => (
              <li key={line} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-forest-900">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-forest-900">{item.schedule}</p>
        )}
      </div>
      {item.weeklyTimes.length > 0 ? (
        <div>
          <h3 className="eyebrow text-clay-700">{timetable.next}</h3>
          {item.nextDates.length > 0 ? (
            <ul className="mt-2 space-y-1">
              {item.nextDates.map((next) => (
                <li key={`${next.date} ${next.slot}`}>
                  <Link
                    to={`/calendar?date=${next.date}#selected-date`}
                    className="font-semibold text-forest-900 underline decoration-clay-300 underline-offset-4 hover:text-clay-700"
                  >
                    {formatWeekdayDate(next.date)}, {next.slot}
                    <span className="sr-only">: {item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{timetable.noDates}</p>
          )}
        </div>
      ) : null}
    </MediaCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Class timetable',
    description: 'Yoga, breathwork and meditation classes every week: their days, times, teachers and next dates.',
    path: '/classes',
  });
