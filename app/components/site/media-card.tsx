import type { ReactNode } from 'react';
import { Picture, type PictureProps } from '../ui/picture.tsx';

const card = 'flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200';

/** A white card of the public pages: its picture on top (when there is one), then its text. */
export function MediaCard({
  as: Tag = 'li',
  className,
  media,
  bodyClassName,
  children,
}: {
  as?: 'li' | 'article';
  /** Classes before the card's own, such as 'group relative' for a card that is one link. */
  className?: string;
  media: ReactNode;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className ? `${className} ${card}` : card}>
      {media}
      <div className={bodyClassName}>{children}</div>
    </Tag>
  );
}

/** Tailwind's breakpoints, widest first, as `sizes` reads them (the first that matches wins). */
const breakpoints = { lg: 1024, md: 768, sm: 640 } as const;

/** How many columns a grid shows from each breakpoint up (its `sm:grid-cols-2 lg:grid-cols-3`); below the first, one. */
export type GridColumns = Partial<Record<keyof typeof breakpoints, number>>;

/** The `sizes` of a picture as wide as one column of such a grid: { sm: 2, lg: 3 } is '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'. */
export function columnSizes(columns: GridColumns): string {
  const widths = Object.entries(breakpoints).flatMap(([breakpoint, px]) => {
    const count = columns[breakpoint as keyof GridColumns];
    return count ? [`(min-width: ${px}px) ${Math.floor(100 / count)}vw`] : [];
  });
  return [...widths, '100vw'].join(', ');
}

/** A MediaCard in a grid of `columns`, topped by one of the site's pictures drawn at its column's width. */
export function PictureCard({
  picture,
  columns,
  ...card
}: Omit<Parameters<typeof MediaCard>[0], 'media'> & { picture: Omit<PictureProps, 'sizes'>; columns: GridColumns }) {
  return <MediaCard {...card} media={<Picture {...picture} sizes={columnSizes(columns)} />} />;
}

/** A card's title and the sentence under it, as the home page's offers and the programmes list set them. */
export function CardIntro({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h2 className="text-3xl font-semibold text-forest-900">{title}</h2>
      <p className="mt-3 text-muted">{text}</p>
    </>
  );
}
