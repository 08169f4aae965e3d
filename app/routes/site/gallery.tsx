import { GalleryGrid } from '#app/components/site/gallery-grid.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { gallery } from '#app/content/gallery.ts';
import { pageImages } from '#app/content/images.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { listVisiblePhotos } from '#server/gallery/photos.ts';
import { logger } from '#server/logger.ts';
import type { Route } from './+types/gallery.ts';

// The photos staff keep in the back-office's Gallery, the visible ones in their order.
export async function loader() {
  try {
    return { photos: await listVisiblePhotos(db()), failed: false };
  } catch (error) {
    logger.error({ err: error }, 'gallery read failed');
    return { photos: [], failed: true };
  }
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHero image={pageImages.galleryHero} eyebrow={site.name} title={gallery.title}>
        <p>{brand(gallery.intro, site)}</p>
      </PageHero>
      {loaderData.photos.length > 0 ? (
        <GalleryGrid photos={loaderData.photos} />
      ) : (
        <p className="container-page py-14 text-center text-lg text-muted">{loaderData.failed ? gallery.loadFailed : gallery.empty}</p>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Gallery',
    description: 'Gardens, river mornings, quiet rooms and gatherings: a look around the estate.',
    path: '/gallery',
  });
