import { describe, expect, it } from 'vitest';
import { isGuarded } from './origin.ts';
import { routedPath } from './routed-path.ts';

describe('routedPath', () => {
  it('reads an address as the router does: decoded, lower-cased, dot segments and backslashes resolved', () => {
    expect(routedPath('/api/calendar/bookings?x=1')).toBe('/api/calendar/bookings');
    expect(routedPath('/%61pi/Calendar/BOOKINGS')).toBe('/api/calendar/bookings');
    expect(routedPath('/api\\calendar\\bookings')).toBe('/api/calendar/bookings');
    expect(routedPath('/api/payments/../calendar/bookings')).toBe('/api/calendar/bookings');
    expect(routedPath('/api/%2e%2e/admin/events')).toBe('/admin/events');
    expect(routedPath('/api%2Fcalendar/bookings')).toBe('/api/calendar/bookings');
    expect(routedPath('/blogs/%F0%9F%98%80')).toBe('/blogs/😀');
  });

  it('answers null for an address that cannot be decoded', () => {
    expect(routedPath('/api/calendar/bookings%')).toBeNull();
    expect(routedPath('/%E0%A4api')).toBeNull();
  });
});

describe('isGuarded', () => {
  it('guards the back-office, the sign-in endpoints and the booking dialogs in any spelling, and what cannot be decoded', () => {
    for (const url of [
      '/admin',
      '/ADMIN/events.data',
      '/%41dmin/login',
      '/api/Auth/sign-in/email',
      '/api/calendar/bookings',
      '/API/Retreat/bookings/',
      '/x%ZZ',
    ]) {
      expect(isGuarded(url), url).toBe(true);
    }
  });

  it('leaves public pages and the payment endpoints alone', () => {
    for (const url of ['/', '/contact', '/calendar?date=2026-01-01', '/administrator', '/api/payments/orders', '/booking/abc']) {
      expect(isGuarded(url), url).toBe(false);
    }
  });
});
