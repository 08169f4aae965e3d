import { useId } from 'react';
import { lightboxMarkup } from '#app/components/site/lightbox.contract.ts';
import { Lightbox } from '#app/components/site/lightbox.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { gallery } from '#app/content/gallery.ts';
import { pageImages } from '#app/content/images.ts';
import { images } from '#app/content/media-manifest.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import type { Route } from './+types/gallery.ts';

// SPEC §2: ten images in rows of 3, 4 and 3.
const ROWS = [3, 4, 3] as const;

export default function Gallery() {
  const site = useSite();
  const viewerId = useId();
  const items = pageImages.gallery;
  const rows = ROWS.map((size, r) => {
    const start = ROWS.slice(0, r).reduce((sum, before) => sum + before, 0);
    return items.slice(start, start + size).map((name, i) => ({ name, index: start + i }));
  });

  return (
    <>
      <PageHero image={pageImages.galleryHero} eyebrow={site.name} title={gallery.title}>
        <p>{brand(gallery.intro, site)}</p>
      </PageHero>
      <section className="container-page space-y-3 py-14 sm:space-y-4">
        {rows.map((row, rowIndex) => (
          <ul
            key={rowIndex}
            className={`grid gap-3 sm:gap-4 ${row.length === 4 ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3'}`}
          >
            {row.map(({ name, index }) => (
              <li key={name}>
                <button
                  type="button"
                  {...lightboxMarkup.open.props(viewerId)}
                  {...lightboxMarkup.index.props(index)}
                  className="group block w-full overflow-hidden rounded-xl"
                  aria-label={`Open photo ${index + 1}: ${images[name].alt}`}
                >
                  <Picture
                    name={name}
                    sizes={row.length === 4 ? '(min-width: 768px) 25vw, 50vw' : '(min-width: 640px) 33vw, 100vw'}
                    className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        ))}
      </section>
      <Lightbox id={viewerId} items={items} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Gallery',
    description: 'Gardens, river mornings, quiet rooms and gatherings: a look around the estate.',
    path: '/gallery',
  });
