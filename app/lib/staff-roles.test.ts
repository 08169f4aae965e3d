import { describe, expect, it } from 'vitest';
import { allPermissions, can, type Permission, permissionsOf } from './staff-roles.ts';

const frontDesk: Permission[] = [
  'dashboard:view',
  'today:view',
  'today:check-in',
  'booking:view',
  'booking:create',
  'booking:update',
  'guest:view',
  'guest:update',
  'guest:merge',
  'enquiry:view',
  'enquiry:update',
  'mail:view',
  'mail:resend',
  'room:view',
  'schedule:view',
  'schedule:manage',
];

describe('can()', () => {
  it('lets an owner do everything', () => {
    for (const permission of allPermissions) expect(can('owner', permission), permission).toBe(true);
  });

  it('lets front desk run the day and nothing else', () => {
    expect(permissionsOf('front-desk')).toEqual(frontDesk);
  });

  it.each([
    'booking:delete',
    'booking:refund',
    'booking:reinstate',
    'booking:export',
    'event:update',
    'event:delete',
    'event:cancel',
    'class:create',
    'blog:update',
    'room:create',
    'room:update',
    'room:delete',
    'promoCode:delete',
    'retreat:view',
    'retreat:update',
    'gallery:create',
    'newsletter:export',
    'report:view',
    'staff:view',
    'staff:manage',
    'content:update',
    'questionnaire:view',
    'questionnaire:update',
    'guest:erase',
    'health:view',
    'health:review',
    'therapies:manage',
  ] satisfies Permission[])('refuses front desk %s', (permission) => {
    expect(can('front-desk', permission)).toBe(false);
  });

  it('lets an editor keep page texts and photos, and nothing that sells, counts money or manages staff', () => {
    expect(permissionsOf('editor')).toEqual([
      'blog:view',
      'blog:create',
      'blog:update',
      'blog:delete',
      'gallery:view',
      'gallery:create',
      'gallery:update',
      'gallery:delete',
      'content:view',
      'content:update',
    ]);
    for (const permission of [
      'price:update',
      'room:view',
      'booking:view',
      'report:view',
      'staff:view',
      'dashboard:view',
      'questionnaire:view',
      'health:view',
    ] satisfies Permission[])
      expect(can('editor', permission), permission).toBe(false);
  });

  it('lets a practitioner see the day, their own schedule and the health answers of their guests, and nothing else', () => {
    expect(permissionsOf('practitioner')).toEqual(['today:view', 'health:view', 'health:review', 'schedule:view']);
  });

  it.each(['admin', 'user', '', null, undefined, 'OWNER', 'owner '])('gives the role %j no permission at all', (role) => {
    expect(permissionsOf(role)).toEqual([]);
  });

  it('names every permission once, as resource:action', () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
    for (const permission of allPermissions) expect(permission).toMatch(/^[a-zA-Z]+:[a-z-]+$/);
  });
});
