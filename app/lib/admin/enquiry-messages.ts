// The Enquiries and Dashboard screens' texts, worded like the other screens' banners; tests import the same constants.

export const ENQUIRY_MESSAGES = {
  title: 'Enquiries',
  fetchFailed: 'Failed to fetch enquiries',
  saveFailed: 'Failed to update enquiry',
  handled: 'Enquiry marked as handled',
  reopened: 'Enquiry marked as new',
  loading: 'Loading enquiries...',
  empty: 'No enquiries yet.',
  emptyNew: 'No new enquiries. Everything has been handled.',
  emptyHandled: 'No handled enquiries yet.',
  markHandled: 'Mark as handled',
  markNew: 'Mark as new',
} as const;

export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  fetchFailed: 'Failed to fetch dashboard',
  loading: 'Loading dashboard...',
  noUpcoming: 'No upcoming bookings.',
} as const;
