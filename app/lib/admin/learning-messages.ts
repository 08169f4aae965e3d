// What the Learning screen says, worded like the other screens' banners, each once: the screen, its
// action and the tests import them from here.

export const LEARNING_MESSAGES = {
  fetchFailed: 'Failed to fetch programmes',
  saveFailed: 'Failed to save programme',
  deleteFailed: 'Failed to delete programme',
  created: 'Programme created successfully',
  updated: 'Programme updated successfully',
  deleted: 'Programme deleted successfully',
  confirmDelete: 'Are you sure you want to delete this programme?',
  notFound: 'This programme does not exist (any more).',
  slugTaken: 'Another programme already has this short name.',
};

export const BATCH_MESSAGES = {
  saveFailed: 'Failed to save batch',
  deleteFailed: 'Failed to remove batch',
  created: 'Batch added successfully',
  updated: 'Batch updated successfully',
  deleted: 'Batch removed successfully',
  confirmDelete: 'Are you sure you want to delete this batch?',
  notFound: 'This batch does not exist (any more).',
  endBeforeStart: 'The batch must end on or after the day it starts.',
  depositType: 'Please choose how the deposit is worked out.',
  depositPercent: 'Please give the deposit as a percentage of the fee.',
  depositRupees: 'Please give the deposit in rupees.',
  balanceDays: 'Please give how many days before the start the balance is due.',
};
