// The guest profile's texts, worded like the other screens' banners; the server, the screen and the tests
// import the same constants.

export const GUEST_MESSAGES = {
  fetchFailed: 'Failed to fetch guest',
  notFound: 'This guest no longer exists. They may have been merged into another guest.',
  saveFailed: 'Failed to save guest',
  saved: 'Guest saved',
  mergeFailed: 'Failed to merge guests',
  mergeSelf: 'A guest cannot be merged with themselves.',
  mergeMissing: 'The guest to merge no longer exists.',
  searchEmpty: 'No other guest matches.',
  noBookings: 'No bookings yet.',
  noPayments: 'No payments yet.',
  noMails: 'No e-mails sent to this address yet.',
  noEnquiries: 'No enquiries from this address.',
} as const;

/** The profile's refusal of an e-mail address or phone number that is another guest's. */
export function takenText(what: 'e-mail address' | 'phone number', otherName: string): string {
  return `${otherName} already has this ${what}. If they are the same person, merge the two guests instead.`;
}

/** The banner after a merge. */
export function mergedText(duplicateName: string, keptName: string): string {
  return `${duplicateName} was merged into ${keptName}.`;
}

/** The merge dialog's question, naming both guests. */
export function mergeQuestion(duplicate: string, kept: string): string {
  return `Merge ${duplicate} into ${kept}? ${duplicate}'s bookings, payments and details move to ${kept}, and ${duplicate}'s profile is deleted. This cannot be undone.`;
}
