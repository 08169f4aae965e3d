import { data } from 'react-router';
import { BackgroundVideo } from '#app/components/site/background-video.tsx';
import { GalleryImage } from '#app/components/site/gallery-image.tsx';
import { CardIntro, columnSizes, PictureCard } from '#app/components/site/media-card.tsx';
import { StatsCounters } from '#app/components/site/stats-band.tsx';
import { TherapyPanels } from '#app/components/site/therapy-panels.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { BackdropPicture, Picture } from '#app/components/ui/picture.tsx';
import { SectionHeading } from '#app/components/ui/section-heading.tsx';
import { homeContent, homeEventKindIds, homeOfferIds } from '#app/content/editable/home.ts';
import { home } from '#app/content/home.ts';
import { pageImages } from '#app/content/images.ts';
import { therapies } from '#app/content/therapies.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { THERAPIES_LINK } from '#app/lib/appointment-messages.ts';
import { HOME_COLLAGE_SIZE } from '#app/lib/gallery-view.ts';
import { shippedPhoto } from '#app/lib/media-library.ts';
import { pageMeta, siteFromMatches } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { db } from '#server/db/index.ts';
import { listVisiblePhotos } from '#server/gallery/photos.ts';
import { logger } from '#server/logger.ts';
import { photosByKey } from '#server/media/photos.ts';
import type { Route } from './+types/home.ts';

const offerTargets = { stay: '/book-your-stay', rejuvenation: '/rejuvenation' } as const;

// MOMENTS OF HEALING shows the gallery's first seven visible photos; the page stands without them.
async function moments() {
  try {
    return await listVisiblePhotos(db(), HOME_COLLAGE_SIZE);
  } catch (error) {
    logger.error({ err: error }, 'home collage read failed');
    return [];
  }
}

type TherapyPhotos = (typeof homeContent.first)['therapyPhotos'];

/**
 * The therapy panels with the library photos the content chose, one slot each by position; a photo that
 * cannot be read (a database away) gives way to the panel's first photo, which the release ships.
 */
async function therapyPanels(chosen: TherapyPhotos) {
  const found = await photosByKey(
    db(),
    chosen.flatMap((slot) => [slot.image, slot.hover]),
  );
  return therapies.map((therapy, index) => {
    const shipped = pageImages.therapies[therapy.id];
    const slot = chosen[index];
    return {
      ...therapy,
      defaultImage: (slot && found.get(slot.image)) ?? shippedPhoto(shipped.defaultImage),
      activeImage: (slot && found.get(slot.hover)) ?? shippedPhoto(shipped.activeImage),
    };
  });
}

// The page's words are the owner's (server/content): what is published, or the draft for staff previewing it.
export async function loader({ request }: Route.LoaderArgs) {
  const [page, photos] = await Promise.all([pageContent(request, db(), 'home'), moments()]);
  const panels = await therapyPanels(page.content.therapyPhotos);
  const body = { content: page.content, preview: page.preview, moments: photos, panels };
  return page.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers); any other carries none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { content } = loaderData;
  const figures = content.stats.figures.map((item) => ({ number: `${item.value}+`, targetNumber: item.value, label: item.label }));
  return (
    <>
      {loaderData.preview ? (
        <div className="container-page py-3">
          <Banner tone="info">{CONTENT_MESSAGES.previewBanner}</Banner>
        </div>
      ) : null}
      <section className="on-dark relative isolate flex min-h-[78svh] items-center overflow-hidden bg-forest-900">
        <BackgroundVideo video="hero" poster={pageImages.homeHero} fallbackText={home.videoFallback} priority />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-forest-950/50 via-forest-950/30 to-forest-950/70" />
        <div className="container-page py-24 text-center">
          <p className="eyebrow text-gold-300">{site.name}</p>
          <h1 className="mx-auto mt-4 max-w-4xl text-5xl font-semibold text-sand-50 sm:text-7xl">{content.heroTagline}</h1>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/book-your-stay">BOOK YOUR STAY</ButtonLink>
            <ButtonLink to="/calendar" variant="light">
              EXPLORE EVENTS
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{content.intro.heading}</h2>
          {/* By position: the owner may write two alike. */}
          {content.intro.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg leading-relaxed text-muted">
              {brand(paragraph, site)}
            </p>
          ))}
        </div>
        <div className="on-dark relative isolate mt-14 overflow-hidden rounded-3xl bg-forest-900">
          <BackdropPicture name={pageImages.aboutBanner} sizes="(min-width: 1280px) 1216px, 100vw" className="opacity-45" />
          <div className="px-6 py-14 text-center sm:px-12 sm:py-20">
            <p className="eyebrow text-gold-300">{content.aboutBanner.eyebrow}</p>
            <p className="mx-auto mt-3 max-w-3xl font-display text-3xl font-semibold text-sand-50 sm:text-5xl">
              {content.aboutBanner.heading}
            </p>
            <p className="mx-auto mt-4 max-w-2xl text-sand-100">{content.aboutBanner.text}</p>
            <ButtonLink to="/about" variant="light" className="mt-8">
              ABOUT US
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-label="Stays and experiences" className="render-when-near container-page grid gap-6 pb-16 md:grid-cols-2">
        {homeOfferIds
          .map((id) => ({ id, ...content.offers[id] }))
          .map((card) => (
            <PictureCard
              key={card.id}
              as="article"
              columns={{ md: 2 }}
              picture={{ name: pageImages.offers[card.id], className: 'aspect-[3/2] w-full object-cover' }}
              bodyClassName="flex flex-1 flex-col p-7"
            >
              <CardIntro title={card.title} text={card.text} />
              <ul className="mt-4 flex flex-1 flex-wrap content-start gap-2">
                {card.items.map((item, index) => (
                  <li key={index} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-forest-900">
                    {item}
                  </li>
                ))}
              </ul>
              <ButtonLink to={offerTargets[card.id]} variant="outline" className="mt-6 self-start">
                EXPLORE
              </ButtonLink>
            </PictureCard>
          ))}
      </section>

      <section aria-labelledby="therapies-heading" className="render-when-near bg-sand-100 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="therapies-heading" title={content.therapies.heading}>
            <p>{content.therapies.intro}</p>
          </SectionHeading>
          <div className="mt-10">
            <TherapyPanels panels={loaderData.panels} />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/programs" variant="dark" className="w-[314px] max-w-full">
              EXPLORE PROGRAMS
            </ButtonLink>
            <ButtonLink to="/therapies" className="w-[314px] max-w-full">
              {THERAPIES_LINK}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="on-dark render-when-near relative isolate overflow-hidden bg-forest-950 py-20">
        <BackgroundVideo video="stats-loop" poster={pageImages.statsPoster} fallbackText={home.videoFallback} restartWithinMs={10} />
        <div className="absolute inset-0 -z-10 bg-forest-950/75" />
        <div className="container-page">
          <SectionHeading id="stats-heading" title={content.stats.heading} tone="light">
            <p>{content.stats.text}</p>
          </SectionHeading>
          <div className="mt-12">
            <StatsCounters items={figures} />
          </div>
        </div>
      </section>

      <section className="render-when-near container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
        <Picture
          name={pageImages.unique}
          sizes={columnSizes({ lg: 2 })}
          className="aspect-[4/5] w-full rounded-3xl object-cover sm:aspect-[3/2] lg:aspect-[4/5]"
        />
        <div>
          <SectionHeading title={brand(content.unique.heading, site)} align="left" />
          <ol className="mt-8 space-y-6">
            {content.unique.items.map((item, index) => (
              <li key={index} className="flex gap-4">
                <span className="font-display text-3xl font-semibold text-clay-600">{String(index + 1).padStart(2, '0')}</span>
                <div>
                  <h3 className="font-sans text-lg font-semibold text-forest-900">{item.title}</h3>
                  <p className="text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="on-dark render-when-near bg-forest-900 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="services-heading" title={home.services.heading} tone="light">
            <p>{home.services.intro}</p>
          </SectionHeading>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {home.services.items.map((service) => (
              <li key={service.title} className="rounded-2xl bg-forest-800/70 p-6 ring-1 ring-forest-700">
                <h3 className="text-2xl font-semibold text-gold-300">{service.title}</h3>
                <p className="mt-2 text-sand-200">{service.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/rejuvenation">EXPLORE THERAPIES</ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="events-heading" className="render-when-near container-page py-16 sm:py-20">
        <SectionHeading id="events-heading" title={content.events.heading}>
          <p>{content.events.intro}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeEventKindIds
            .map((id) => ({ id, ...content.events.kinds[id] }))
            .map((kind) => (
              <PictureCard
                key={kind.id}
                columns={{ sm: 2, lg: 4 }}
                picture={{ name: pageImages.eventKinds[kind.id], className: 'aspect-[4/3] w-full object-cover' }}
                bodyClassName="p-5"
              >
                <h3 className="text-2xl font-semibold text-forest-900">{kind.title}</h3>
                <p className="mt-2 text-sm text-muted">{kind.text}</p>
                {kind.points.length > 0 ? (
                  <ul className="mt-3 space-y-1 text-sm">
                    {kind.points.map((point, index) => (
                      <li key={index}>• {point}</li>
                    ))}
                  </ul>
                ) : null}
              </PictureCard>
            ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink to={`/contact?subject=${encodeURIComponent('Plan a retreat')}#enquiry`}>{content.events.cta}</ButtonLink>
        </div>
      </section>

      <section aria-labelledby="moments-heading" className="render-when-near bg-sand-100 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="moments-heading" title={home.moments.heading}>
            <p>{brand(home.moments.text, site)}</p>
          </SectionHeading>
          {loaderData.moments.length > 0 ? (
            <ul className="mt-12 grid auto-rows-[9rem] grid-cols-2 gap-3 sm:auto-rows-[12rem] md:grid-cols-4">
              {loaderData.moments.map((photo, index) => (
                <li key={photo.id} className={index === 0 ? 'col-span-2 row-span-2' : index === 3 || index === 4 ? 'md:row-span-2' : ''}>
                  <GalleryImage photo={photo} sizes="(min-width: 768px) 25vw, 50vw" className="h-full w-full rounded-xl object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className="render-when-near container-page py-16 text-center sm:py-20">
        <h2 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{home.closing.heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{brand(home.closing.text, site)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/book-your-stay">BOOK YOUR STAY</ButtonLink>
          <ButtonLink to="/rejuvenation" variant="dark">
            EXPLORE THERAPIES
          </ButtonLink>
          <ButtonLink to="/calendar" variant="outline">
            EXPLORE EVENTS
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    ...pageMeta(matches, {
      title: 'Stay. Heal. Rejuvenate. Celebrate.',
      description: 'A riverside healing retreat estate: doctor-guided stays, 50+ therapies, yoga, sound healing and 2-7 night retreats.',
      path: '/',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'HealthAndBeautyBusiness',
        name: site.name,
        url: `${site.publicUrl}/`,
        email: site.email,
        telephone: site.phone,
        image: `${site.publicUrl}/media/img/hero-poster-1600.webp`,
        description: 'A wellness and healing retreat estate offering doctor-guided stays, therapies, yoga and retreats.',
        priceRange: '₹₹',
      },
    },
  ];
};
