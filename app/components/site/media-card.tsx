import type { ReactNode } from 'react';

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
