// What the Site content screen says, each once: the screen, its action and the tests import them from here.

export const CONTENT_MESSAGES = {
  title: 'Site content',
  fetchFailed: 'Failed to fetch the page’s content',
  saveFailed: 'Failed to save draft',
  publishFailed: 'Failed to publish',
  discardFailed: 'Failed to discard draft',
  restoreFailed: 'Failed to restore revision',
  saved: 'Draft saved. Guests still read what is published; Preview shows the draft.',
  published: 'Published: guests read it now.',
  discarded: 'Draft discarded.',
  restored: 'Revision published again: guests read it now.',
  noDraft: 'There is no draft to discard.',
  revisionNotFound: 'This revision does not exist (any more).',
  invalid: 'Please correct the marked fields.',
  unknownPage: 'Choose one of the pages listed.',
  previewBanner: 'Preview of the draft: guests do not see it until it is published.',
};
