import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomer, listCustomers } from '#server/bookings/customers.ts';
import { bookings } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';

let database: TestDatabase;

function booking(email: string, name: string, createdAt: string, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  return {
    eventTitle: 'Hatha',
    eventDate: '2026-12-01',
    selectedSlot: '8:00 AM',
    price: 'Rs 500.00',
    customerName: name,
    customerEmail: email,
    customerPhone: '+919876543210',
    createdAt: new Date(createdAt),
    ...overrides,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(bookings)
    .values([
      booking('Meera@Example.org', 'Meera N', '2026-11-01T10:00:00Z', { customerPhone: '+911111111111' }),
      booking('meera@example.org', 'Meera Nair', '2026-11-20T10:00:00Z', { customerPhone: '+912222222222', status: 'completed' }),
      booking('ravi@example.org', 'Ravi', '2026-11-10T10:00:00Z'),
      booking('zoe@example.org', 'Zoe', '2026-11-25T10:00:00Z'),
    ]);
});
afterAll(async () => {
  await database?.close();
});

describe(`customers (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('groups bookings by e-mail in any letter case, latest name and phone, newest last booking first', async () => {
    const page = await listCustomers(database.db);
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(page.rows).toEqual([
      {
        id: expect.any(String),
        key: 'zoe@example.org',
        email: 'zoe@example.org',
        name: 'Zoe',
        phone: '+919876543210',
        totalBookings: 1,
        firstBookingAt: '2026-11-25T10:00:00.000Z',
        lastBookingAt: '2026-11-25T10:00:00.000Z',
      },
      {
        id: expect.any(String),
        key: 'meera@example.org',
        email: 'meera@example.org',
        name: 'Meera Nair',
        phone: '+912222222222',
        totalBookings: 2,
        firstBookingAt: '2026-11-01T10:00:00.000Z',
        lastBookingAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: expect.any(String),
        key: 'ravi@example.org',
        email: 'ravi@example.org',
        name: 'Ravi',
        phone: '+919876543210',
        totalBookings: 1,
        firstBookingAt: '2026-11-10T10:00:00.000Z',
        lastBookingAt: '2026-11-10T10:00:00.000Z',
      },
    ]);
  });

  it('pages the guests', async () => {
    const second = await listCustomers(database.db, 2, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.rows.map((row) => row.email)).toEqual(['ravi@example.org']);
    expect((await listCustomers(database.db, 50, 2)).page).toBe(2);
  });

  it("finds one guest's bookings by e-mail in any case, newest first", async () => {
    const found = await findCustomer(database.db, ' MEERA@example.ORG ');
    expect(found?.customer).toMatchObject({ name: 'Meera Nair', totalBookings: 2 });
    expect(found?.bookings.map((row) => row.customerName)).toEqual(['Meera Nair', 'Meera N']);
    expect(await findCustomer(database.db, 'nobody@example.org')).toBeNull();
    expect(await findCustomer(database.db, '')).toBeNull();
  });
});
