import { type APIRequestContext, request } from '@playwright/test';
import { ADMIN, signIn } from './admin-fixtures.ts';

// The demo rooms of the e2e server (app/content/rooms.ts): River Cottage ×4 (3 adults a room), Garden
// Room ×8 (2 adults, the retreat's), Forest Single ×3 (1 adult).

export type RoomTypeName = 'River Cottage' | 'Garden Room' | 'Forest Single';

/** A room type's id, as a stay's payment order names it (read through the test server). */
export async function roomTypeId(request: APIRequestContext, name: RoomTypeName = 'Garden Room', baseUrl = ''): Promise<string> {
  const types = (await (await request.get(`${baseUrl}/__test__/room-types`)).json()) as { id: string; name: string }[];
  const type = types.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`no room type ${name}`);
  return type.id;
}

/**
 * Closes every room of the estate for the nights from `firstNight` to `lastNight`, both included, as staff
 * do: signed in as the administrator, through the Rooms screen's closed-nights form.
 */
export async function closeEstate(baseURL: string, firstNight: string, lastNight = firstNight): Promise<void> {
  const staff = await request.newContext({ baseURL });
  try {
    await signIn(staff, baseURL, ADMIN);
    const response = await staff.post('/admin/rooms', {
      form: { intent: 'close', roomTypeId: '', firstNight, lastNight, reason: 'A private retreat' },
      headers: { origin: baseURL },
      maxRedirects: 0,
    });
    if (response.status() !== 200) throw new Error(`closing ${firstNight}: ${response.status()} ${await response.text()}`);
  } finally {
    await staff.dispose();
  }
}
