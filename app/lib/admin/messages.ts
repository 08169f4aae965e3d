// The back-office's banners as the specification words them; screens and tests import these so a changed word fails a test.

function resource(singular: string, plural: string) {
  const Title = singular[0]!.toUpperCase() + singular.slice(1);
  return {
    fetchFailed: `Failed to fetch ${plural}`,
    saveFailed: `Failed to save ${singular}`,
    deleteFailed: `Failed to delete ${singular}`,
    created: `${Title} created successfully`,
    updated: `${Title} updated successfully`,
    deleted: `${Title} deleted successfully`,
    confirmDelete: `Are you sure you want to delete this ${singular}?`,
  };
}

export const EVENT_MESSAGES = resource('event', 'events');
export const CLASS_MESSAGES = resource('class', 'classes');
export const INSTRUCTOR_MESSAGES = resource('instructor', 'instructors');
export const BOOKING_ADMIN_MESSAGES = { ...resource('booking', 'bookings'), notFound: 'This booking does not exist (any more).' };
export const BLOG_MESSAGES = resource('blog', 'blogs');
export const USER_MESSAGES = { fetchFailed: 'Failed to fetch users' };

export const LOGIN_MESSAGES = {
  note: 'Contact administrator for access credentials',
  unexpected: 'An unexpected error occurred',
  notAdmin: 'This account may not use the back-office.',
};

/** How long a status banner stays: 3 s. */
export const BANNER_MS = 3000;
