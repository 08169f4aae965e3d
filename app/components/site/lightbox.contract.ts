import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where lightbox.tsx (and the gallery's thumbnails that open it) and lightbox.enhance.ts meet.

export const lightboxMarkup = {
  dialog: dataFlag('data-lightbox'),
  /** On a thumbnail: the id of the viewer it opens, with `index`, the photo it opens at. */
  open: textAttribute('data-lightbox-open'),
  /** The photo a thumbnail opens, and on the viewer the photo it shows. */
  index: numberAttribute('data-index'),
  /** One per photo, in order, so a large image loads only when shown. */
  item: dataFlag('data-lightbox-item'),
  photo: dataFlag('data-lightbox-photo'),
  count: dataFlag('data-lightbox-count'),
  /** Previous (-1) and next (1). */
  step: numberAttribute('data-lightbox-step'),
  close: dataFlag('data-lightbox-close'),
};
