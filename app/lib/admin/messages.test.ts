import { describe, expect, it } from 'vitest';
import { blogMessages, bookingMessages, classMessages, eventMessages } from './messages.ts';

describe('admin messages', () => {
  it('reads exactly as the specification writes them', () => {
    expect(eventMessages).toEqual({
      fetchFailed: 'Failed to fetch events',
      saveFailed: 'Failed to save event',
      deleteFailed: 'Failed to delete event',
      created: 'Event created successfully',
      updated: 'Event updated successfully',
      deleted: 'Event deleted successfully',
      confirmDelete: 'Are you sure you want to delete this event?',
    });
    expect(classMessages.fetchFailed).toBe('Failed to fetch classes');
    expect(classMessages.created).toBe('Class created successfully');
    expect(bookingMessages.confirmDelete).toBe('Are you sure you want to delete this booking?');
    expect(blogMessages.updated).toBe('Blog updated successfully');
  });
});
