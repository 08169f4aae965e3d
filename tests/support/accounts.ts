// The accounts of the browser tests: created by the test server at start-up (tests/support/e2e-server.ts).
export const ADMIN = { email: 'owner@example.org', password: 'e2e admin password', name: 'Estate Owner' };
/** Signed in, but without the admin role: the back-office must refuse it. */
export const STAFF = { email: 'helper@example.org', password: 'e2e helper password', name: 'Kitchen Helper' };
/** A front-desk member: runs the day, may not delete, refund or manage staff. */
export const FRONT_DESK = { email: 'desk@example.org', password: 'e2e front desk password', name: 'Front Desk' };
/** An editor: keeps page texts and photos (Site content, Gallery, Blogs); no prices, bookings, staff or reports. */
export const EDITOR = { email: 'editor@example.org', password: 'e2e editor password', name: 'Page Editor' };
/** A practitioner: reads and reviews the health answers of the guests in their care, nothing else of guests. */
export const PRACTITIONER = { email: 'practitioner@example.org', password: 'e2e practitioner password', name: 'Dr Kavya Rao' };
