import type { ReactNode } from 'react';
import type { ImageName } from '#app/content/media-manifest.ts';
import { Picture } from '../ui/picture.tsx';
import { columnSizes } from './media-card.tsx';

/** A band of text with a picture beside it: half and half from 1024 px, the picture below the text on smaller screens. */
export function TextBesidePicture({ image, children }: { image: ImageName; children: ReactNode }) {
  return (
    <section className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
      {children}
      <Picture name={image} sizes={columnSizes({ lg: 2 })} className="aspect-[3/2] w-full rounded-2xl object-cover" />
    </section>
  );
}
