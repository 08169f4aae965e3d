import { describe, expect, it } from 'vitest';
import { config } from '../config.ts';
import { landingFor, safeReturnPath, SIGNED_IN_LANDING } from './return-path.ts';

describe('safeReturnPath', () => {
  it('returns to a back-office page, as its resolved path and query', () => {
    expect(safeReturnPath('/admin/bookings?status=pending')).toBe('/admin/bookings?status=pending');
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/a/../today#top')).toBe('/admin/today');
    expect(safeReturnPath(`${config().publicUrl}/admin/events`)).toBe('/admin/events');
  });

  it('refuses anything else, and any value carrying a control character or a backslash', () => {
    for (const unsafe of [
      null,
      undefined,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/blogs',
      '/admin/login?redirectTo=/admin',
      '/ADMIN/Login',
      '/admin/../\t/evil.example',
      '/admin/\u007f',
      '/admin\\..\\evil',
      '/admin/%2e%2e/evil',
    ]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBe(SIGNED_IN_LANDING);
    }
  });

  it('lands each role where it may look: an editor, who may not open the dashboard, on Site content', () => {
    expect(landingFor('owner')).toBe(SIGNED_IN_LANDING);
    expect(landingFor('front-desk')).toBe(SIGNED_IN_LANDING);
    expect(landingFor('editor')).toBe('/admin/content');
    expect(safeReturnPath(null, landingFor('editor'))).toBe('/admin/content');
    expect(safeReturnPath('/blogs', landingFor('editor'))).toBe('/admin/content');
    expect(safeReturnPath('/admin/gallery', landingFor('editor'))).toBe('/admin/gallery');
  });
});
