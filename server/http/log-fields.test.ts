import { describe, expect, it } from 'vitest';
import { LOG_LEVEL_LOCAL, requestLogFields, responseLogFields, responseLogLevel } from './log-fields.ts';

describe('request log fields', () => {
  it('keep the method, address and id, and no header', () => {
    const fields = requestLogFields({
      id: 'r1',
      method: 'GET',
      url: '/admin/bookings?page=2',
      headers: { cookie: 'better-auth.session_token=secret' },
    } as never);
    expect(fields).toEqual({ id: 'r1', method: 'GET', url: '/admin/bookings?page=2' });
    expect(JSON.stringify(fields)).not.toContain('secret');
  });

  it("hide the token of a guest's manage page", () => {
    expect(requestLogFields({ method: 'POST', url: '/booking/abc.DEF_123?x=1' }).url).toBe('/booking/[token]?x=1');
  });

  it('keep only the status of a response', () => {
    expect(responseLogFields({ statusCode: 302, headers: { 'set-cookie': 'token' } } as never)).toEqual({ statusCode: 302 });
  });

  it('are logged at info, or at warn when the answer asked for it', () => {
    expect(responseLogLevel({ locals: {} })).toBe('info');
    expect(responseLogLevel({})).toBe('info');
    expect(responseLogLevel({ locals: { [LOG_LEVEL_LOCAL]: 'warn' } })).toBe('warn');
    expect(responseLogLevel({ locals: { [LOG_LEVEL_LOCAL]: 'fatal' } })).toBe('info');
  });
});
