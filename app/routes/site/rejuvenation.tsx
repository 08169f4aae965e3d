import { columnSizes } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { pageImages } from '#app/content/images.ts';
import { THERAPIES_LINK } from '#app/lib/appointment-messages.ts';
import { formatRupees } from '#app/lib/money.ts';
import { perPersonRupees } from '#app/lib/retreat-quote.ts';
import type { RetreatView } from '#app/lib/retreat-view.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { listRetreats } from '#server/bookings/retreats.ts';
import { publishedContent } from '#server/content/reader.ts';
import { db } from '#server/db/index.ts';
import type { Route } from './+types/rejuvenation.ts';

/** The retreats on sale, in the owner's order, and the home page's Rejuvenation card as the owner last published it. */
export async function loader() {
  const [retreats, home] = await Promise.all([listRetreats(db()), publishedContent(db(), 'home')]);
  return { retreats, experiences: home.offers.rejuvenation };
}

export default function Rejuvenation({ loaderData }: Route.ComponentProps) {
  const { experiences } = loaderData;
  return (
    <>
      <PageHero image={pageImages.rejuvenationHero} eyebrow="Rejuvenate" title="Rejuvenation Experiences">
        <p>{experiences.text}</p>
      </PageHero>
      <section className="container-page py-16">
        <ul className="mx-auto grid max-w-5xl gap-10">
          {loaderData.retreats.map((retreat) => (
            <li key={retreat.id}>
              <RetreatCard retreat={retreat} />
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 sm:grid-cols-3">
          {experiences.items.map((item, index) => (
            <li key={index} className="rounded-xl bg-sand-100 px-5 py-4 text-center font-display text-xl text-forest-900">
              {item}
            </li>
          ))}
        </ul>
        {/* A single therapy or consultation, without a retreat: booked by the hour on /therapies. */}
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/therapies">{THERAPIES_LINK}</ButtonLink>
        </div>
      </section>
    </>
  );
}

function RetreatCard({ retreat }: { retreat: RetreatView }) {
  const from = Math.min(...retreat.occupancies.map((option) => perPersonRupees(option, retreat)));
  return (
    <article className="group relative mx-auto grid max-w-5xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:grid-cols-2">
      <Picture
        name={retreat.photo ?? pageImages.packageCard}
        sizes={columnSizes({ md: 2 })}
        className="h-full min-h-64 w-full object-cover"
      />
      <div className="flex flex-col p-7 sm:p-9">
        <p className="eyebrow text-clay-700">
          {retreat.days} days · {retreat.nights} nights
        </p>
        <h2 className="mt-2 text-3xl font-semibold text-forest-900 sm:text-4xl">{retreat.title}</h2>
        <p className="mt-4 flex-1 text-muted">{retreat.cardText}</p>
        <p className="mt-6 text-sm text-muted">
          From <span className="font-display text-2xl font-semibold text-forest-900">{formatRupees(from)}</span> per person, stay included
        </p>
        <Link
          to={`/rejuvenation/${retreat.slug}`}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white after:absolute after:inset-0 hover:bg-clay-700"
        >
          VIEW THE PACKAGE
        </Link>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Rejuvenation',
    description: 'A 3-day, 2-night doctor-guided rejuvenation retreat: therapies, yoga, sound healing and meditation by the river.',
    path: '/rejuvenation',
  });
