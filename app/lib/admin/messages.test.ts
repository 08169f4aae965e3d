import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, BOOKING_ADMIN_MESSAGES, CLASS_MESSAGES, EVENT_MESSAGES } from './messages.ts';

describe('admin messages', () => {
  it('reads exactly as the specification writes them', () => {
    expect(EVENT_MESSAGES).toEqual({
      fetchFailed: 'Failed to fetch events',
      saveFailed: 'Failed to save event',
      deleteFailed: 'Failed to delete event',
      created: 'Event created successfully',
      updated: 'Event updated successfully',
      deleted: 'Event deleted successfully',
      confirmDelete: 'Are you sure you want to delete this event?',
    });
    expect(CLASS_MESSAGES.fetchFailed).toBe('Failed to fetch classes');
    expect(CLASS_MESSAGES.created).toBe('Class created successfully');
    expect(BOOKING_ADMIN_MESSAGES.confirmDelete).toBe('Are you sure you want to delete this booking?');
    expect(BLOG_MESSAGES.updated).toBe('Blog updated successfully');
  });
});
