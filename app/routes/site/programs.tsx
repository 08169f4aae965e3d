import { data } from 'react-router';
import { BulletList } from '#app/components/site/bullet-list.tsx';
import { CardIntro } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { type ProgramsPageContent, programTherapy } from '#app/content/editable/programs.ts';
import { pageImages } from '#app/content/images.ts';
import { programs } from '#app/content/programs.ts';
import type { ContentLink, TherapyCategory } from '#app/content/types.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { enquiryHref } from '#app/lib/enquiry-href.ts';
import { therapyAnchor } from '#app/lib/programs.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { db } from '#server/db/index.ts';
import type { Route } from './+types/programs.ts';

/** Each section's therapy and where its button leads, in the home page's order; its words are the owner's. */
const sectionPlaces = programs.sections.map((section) => ({ therapy: programTherapy(section.therapyId), book: section.book }));

// The page's words are the owner's (server/content): what is published, or the draft for staff previewing it.
export async function loader({ request }: Route.LoaderArgs) {
  const page = await pageContent(request, db(), 'programs');
  const body = { content: page.content, preview: page.preview };
  return page.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers); any other carries none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const sections = sectionPlaces.map((place, index) => ({ ...place, words: content.sections[index]! }));
  return (
    <>
      {loaderData.preview ? (
        <div className="container-page py-3">
          <Banner tone="info">{CONTENT_MESSAGES.previewBanner}</Banner>
        </div>
      ) : null}
      <PageHero image={pageImages.programsHero} eyebrow="Programs" title="Therapies and programmes" />
      <section aria-labelledby="programs-heading" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="programs-heading" className="text-4xl font-semibold text-forest-900 sm:text-5xl">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{content.text}</p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {content.cards.map((card, index) => (
            <li key={index} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-2xl font-semibold text-forest-900">{card.title}</h3>
              <p className="mt-3 mb-6 text-muted">{card.text}</p>
              <ButtonLink to={programs.cards[index]!.action.to} variant="outline" className="mt-auto self-start">
                {card.action}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <nav aria-label="Therapies on this page" className="mx-auto mt-12 max-w-5xl">
          <ul className="flex flex-wrap justify-center gap-3">
            {sections.map(({ therapy }) => (
              <li key={therapy.id}>
                <a
                  href={`#${therapyAnchor(therapy)}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-sand-100 px-5 text-sm font-semibold text-forest-900 ring-1 ring-sand-300 hover:bg-sand-200"
                >
                  {therapy.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <div className="bg-sand-100 py-16 sm:py-20">
        <ul className="container-page grid gap-8">
          {sections.map((section) => (
            <TherapySection key={section.therapy.id} {...section} />
          ))}
        </ul>
      </div>
      <section aria-label="Contact us" className="container-page py-16 text-center">
        <p className="mx-auto max-w-2xl text-lg font-medium text-forest-800">{content.contactLine}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact">CONTACT US</ButtonLink>
          <ButtonLink to="/book-your-stay" variant="outline">
            BOOK YOUR STAY
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

/** One therapy: the panel's picture and description, what it includes, and how to book or ask. */
function TherapySection({
  therapy,
  book,
  words,
}: {
  therapy: TherapyCategory;
  book: ContentLink | undefined;
  words: ProgramsPageContent['sections'][number];
}) {
  const anchor = therapyAnchor(therapy);
  return (
    <li id={anchor} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:grid md:grid-cols-[2fr_3fr]">
      <Picture
        name={pageImages.therapies[therapy.id].defaultImage}
        alt=""
        sizes="(min-width: 768px) 40vw, 100vw"
        className="aspect-[16/9] w-full object-cover md:aspect-auto md:h-full"
      />
      <div className="flex flex-col p-7 sm:p-9">
        <CardIntro title={therapy.title} text={therapy.description} />
        <div className="mt-5 text-sm">
          <BulletList items={words.details} />
        </div>
        <div className="mt-7 flex flex-wrap gap-3">
          <ButtonLink to={enquiryHref(therapy.title)}>
            ENQUIRE<span className="sr-only"> about {therapy.title}</span>
          </ButtonLink>
          {book ? (
            <ButtonLink to={book.to} variant="outline">
              {words.book}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Programs',
    description:
      'Medical consultations, diagnostics, naturopathy treatments, emotional wellness and creative therapies, and doctor-guided wellness retreats.',
    path: '/programs',
  });
