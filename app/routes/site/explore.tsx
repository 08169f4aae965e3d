import { PictureCard } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { explore } from '#app/content/explore.ts';
import { pageImages } from '#app/content/images.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/explore.ts';

export default function Explore() {
  const site = useSite();
  return (
    <>
      <PageHero image={pageImages.exploreHero} eyebrow="Explore more" title={brand(explore.title, site)}>
        <p>{brand(explore.intro, site)}</p>
      </PageHero>
      <section className="container-page py-16">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {explore.sections.map((section) => (
            <PictureCard
              key={section.to}
              className="group relative"
              columns={{ sm: 2, lg: 3 }}
              picture={{
                name: pageImages.explore[section.to],
                alt: '',
                className: 'aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]',
              }}
              bodyClassName="flex flex-1 flex-col p-6"
            >
              <h2 className="text-2xl font-semibold text-forest-900">{section.title}</h2>
              <p className="mt-2 flex-1 text-muted">{brand(section.text, site)}</p>
              <Link
                to={section.to}
                className="mt-5 text-sm font-semibold tracking-[0.12em] text-clay-700 after:absolute after:inset-0 hover:underline"
              >
                {section.cta.toUpperCase()} →
              </Link>
            </PictureCard>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Explore',
    description: 'Stays, rejuvenation retreats, teacher trainings, daily classes and programmes: find where to begin.',
    path: '/explore',
  });
