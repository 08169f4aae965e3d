import { BulletList } from '#app/components/site/bullet-list.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { belonging } from '#app/content/belonging.ts';
import { footer } from '#app/content/footer.ts';
import { pageImages } from '#app/content/images.ts';
import { enquiryHref } from '#app/lib/enquiry-href.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/belonging.ts';

export default function Belonging() {
  return (
    <>
      <PageHero image={pageImages.belongingHero} eyebrow={belonging.eyebrow} title={belonging.title}>
        <p>{belonging.intro}</p>
      </PageHero>
      <section aria-labelledby="belonging-kinds" className="container-page py-16 sm:py-20">
        <h2 id="belonging-kinds" className="text-center text-4xl font-semibold text-forest-900">
          {footer.kinds}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          {belonging.kinds.map((kind) => (
            <li key={kind.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-2xl font-semibold text-forest-900">{kind.title}</h3>
              <p className="mt-3 text-muted">{kind.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="belonging-join" className="bg-sand-100 py-16">
        <div className="container-page max-w-3xl">
          <h2 id="belonging-join" className="text-3xl font-semibold text-forest-900">
            How to join
          </h2>
          <div className="mt-5">
            <BulletList items={belonging.howItWorks} />
          </div>
          <ButtonLink to={enquiryHref(belonging.enquirySubject)} className="mt-8">
            {belonging.enquiryLabel}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: belonging.title,
    description:
      'Corporate teams, groups, festivals and international guests: healing in community on the estate. Tell us about your group.',
    path: '/belonging-project',
  });
