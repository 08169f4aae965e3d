import { BulletList } from '#app/components/site/bullet-list.tsx';
import { CardIntro } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { pageImages } from '#app/content/images.ts';
import { programs } from '#app/content/programs.ts';
import { therapies } from '#app/content/therapies.ts';
import type { ProgramSection, TherapyCategory } from '#app/content/types.ts';
import { enquiryHref } from '#app/lib/enquiry-href.ts';
import { therapyAnchor } from '#app/lib/programs.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/programs.ts';

/** Each section with the therapy it describes, in the home page's order. */
const sections = programs.sections.map((section) => {
  const therapy = therapies.find((entry) => entry.id === section.therapyId);
  if (!therapy) throw new Error(`programs names therapy ${section.therapyId}, which the home page does not have`);
  return { ...section, therapy };
});

export default function Programs() {
  return (
    <>
      <PageHero image={pageImages.programsHero} eyebrow="Programs" title="Therapies and programmes" />
      <section aria-labelledby="programs-heading" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="programs-heading" className="text-4xl font-semibold text-forest-900 sm:text-5xl">
            {programs.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{programs.text}</p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {programs.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-2xl font-semibold text-forest-900">{card.title}</h3>
              <p className="mt-3 mb-6 text-muted">{card.text}</p>
              <ButtonLink to={card.action.to} variant="outline" className="mt-auto self-start">
                {card.action.label}
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
            <TherapySection key={section.therapyId} section={section} />
          ))}
        </ul>
      </div>
      <section aria-label="Contact us" className="container-page py-16 text-center">
        <p className="mx-auto max-w-2xl text-lg font-medium text-forest-800">{programs.contactLine}</p>
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
function TherapySection({ section }: { section: ProgramSection & { therapy: TherapyCategory } }) {
  const { therapy } = section;
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
          <BulletList items={section.details} />
        </div>
        <div className="mt-7 flex flex-wrap gap-3">
          <ButtonLink to={enquiryHref(therapy.title)}>
            ENQUIRE<span className="sr-only"> about {therapy.title}</span>
          </ButtonLink>
          {section.book ? (
            <ButtonLink to={section.book.to} variant="outline">
              {section.book.label}
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
