import { requiredText } from '#app/lib/schemas/admin/record.ts';

// What the Media library screen and the photo slots say, each once: the screens, the server and the
// tests import them from here.

export const MEDIA_MESSAGES = {
  title: 'Media library',
  fetchFailed: 'Failed to fetch the media library',
  saveFailed: 'Failed to upload image',
  deleteFailed: 'Failed to delete image',
  created: 'Image added to the library',
  deleted: 'Image deleted from the library',
  confirmDelete: 'Are you sure you want to delete this image?',
  notFound: 'This image does not exist (any more).',
  altRequired: requiredText('Alt text'),
  imageRequired: 'Please choose an image to upload.',
  /** Said when staff try to delete an image a page still shows or a draft still chooses. */
  inUse: (uses: string) => `This image is in use (${uses}): choose another photo there first.`,
  /** Said when a photo slot names an image that is not (any more) in the library. */
  unknownPhoto: (slot: string) => `${slot}: this image is not in the media library (any more); please choose another.`,
};
