import type { ReactNode } from 'react';
import type { ImageName } from '#app/content/media-manifest.ts';
import { BackdropPicture } from '../ui/picture.tsx';

/** The image-backed title block that opens most pages; its image is the page's largest paint. */
export function PageHero({ image, eyebrow, title, children }: { image: ImageName; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="on-dark relative isolate flex min-h-[22rem] items-end overflow-hidden bg-forest-900 sm:min-h-[26rem]">
      <BackdropPicture name={image} priority sizes="100vw" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/85 via-forest-950/45 to-forest-950/20" />
      <div className="container-page pt-24 pb-10 sm:pb-14">
        {eyebrow ? <p className="eyebrow text-gold-300">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-sand-50 sm:text-6xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-base text-sand-100 sm:text-lg">{children}</div> : null}
      </div>
    </section>
  );
}
