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

// An enquiry's conversation: its dialog, its forms and their banners.
export const ENQUIRY_CONVERSATION_MESSAGES = {
  open: 'Open conversation',
  notFound: 'Enquiry not found',
  replyFailed: 'Failed to send reply',
  noteFailed: 'Failed to add note',
  answerFailed: 'Failed to record answer',
  assignFailed: 'Failed to assign enquiry',
  replied: 'Reply queued for sending',
  noted: 'Note added',
  answered: 'Answer recorded',
  assigned: 'Assignee saved',
  bodyRequired: 'Write a message first.',
  bodyTooLong: (max: number) => `Keep it under ${max.toLocaleString('en-IN')} characters.`,
  notStaff: 'Choose a staff account.',
  noMessages: 'No replies or notes yet.',
  turnIntoBooking: 'Turn into a booking',
  unassigned: 'Nobody',
} as const;

export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  fetchFailed: 'Failed to fetch dashboard',
  loading: 'Loading dashboard...',
  noUpcoming: 'No upcoming bookings.',
} as const;
