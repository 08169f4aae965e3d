import { requiredText } from '#app/lib/schemas/admin/record.ts';

// What the Gallery screen says, worded like the other screens' banners, each once: the
// screen, its action and the tests import them from here.

export const GALLERY_MESSAGES = {
  fetchFailed: 'Failed to fetch photos',
  saveFailed: 'Failed to save photo',
  moveFailed: 'Failed to move photo',
  deleteFailed: 'Failed to delete photo',
  created: 'Photo added successfully',
  moved: 'Photo moved successfully',
  hidden: 'Photo hidden successfully',
  shown: 'Photo shown successfully',
  deleted: 'Photo deleted successfully',
  confirmDelete: 'Are you sure you want to delete this photo?',
  notFound: 'This photo does not exist (any more).',
  altRequired: requiredText('Alt text'),
  imageRequired: 'Please choose a photo to upload.',
  /** Said when a photo is already first or last: nothing moved. */
  cannotMove: 'This photo cannot move further that way.',
};
