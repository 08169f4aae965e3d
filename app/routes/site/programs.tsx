import { ComingSoon } from '#app/components/site/coming-soon.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { pageImages } from '#app/content/images.ts';
import { programs } from '#app/content/programs.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/programs.ts';

export default function Programs() {
  return (
    <>
      <PageHero image={pageImages.programsHero} eyebrow="Programs" title="Therapies and programmes" />
      <ComingSoon
        heading={programs.heading}
        text={programs.text}
        cards={programs.cards}
        footnote={
          <>
            <p>{programs.contactLine}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/contact">CONTACT US</ButtonLink>
              <ButtonLink to="/book-your-stay" variant="outline">
                BOOK YOUR STAY
              </ButtonLink>
            </div>
          </>
        }
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Programs',
    description: 'More than 50 therapies, medical consultations, naturopathy and emotional wellness programmes, coming soon.',
    path: '/programs',
  });
