import { createAccessControl } from 'better-auth/plugins/access';

// Who may do what in the back-office, declared once: the server's guards (server/auth/guard.ts, every
// admin loader, action and download), the sidebar and the buttons a screen shows all ask `can()`.
// The statements are Better Auth's access-control shape (resource → actions), so the roles are its
// roles. Front desk runs the day (today's rosters, bookings, guests, enquiries, mail, the rooms to see); an editor
// keeps the words and pictures guests read (page texts, the gallery, the blog) and nothing that sells or
// counts money; a practitioner reads and reviews the health answers of the guests in their care; the owner also keeps the catalogue, money (refunds, reports, exports) and the staff accounts.

const statements = {
  dashboard: ['view'],
  today: ['view', 'check-in'],
  // 'reinstate': making a cancelled booking that was paid live again, which decides money as a refund does.
  booking: ['view', 'create', 'update', 'delete', 'refund', 'reinstate', 'export'],
  // A guest's profile: 'update' edits what staff keep about the person, 'merge' makes two records of one person one.
  // 'erase': carrying out a guest's request that their data be erased, which cannot be undone.
  guest: ['view', 'update', 'merge', 'erase'],
  // A guest's health answers and files: 'view' reads them, 'review' marks them for care. Who may read whose
  // answers is narrowed further by who looks after the guest (server/care/access.ts).
  health: ['view', 'review'],
  enquiry: ['view', 'update'],
  mail: ['view', 'resend'],
  // 'cancel': cancelling an event with its bookings gives guests their money back, so only a role that
  // may refund holds it.
  event: ['view', 'create', 'update', 'delete', 'cancel'],
  class: ['view', 'create', 'update', 'delete'],
  instructor: ['view', 'create', 'update', 'delete'],
  blog: ['view', 'create', 'update', 'delete'],
  room: ['view', 'create', 'update', 'delete'],
  // A room type's rates, weekend rate, minimum nights and rate periods: what guests are charged, so the owner's alone.
  price: ['update'],
  promoCode: ['view', 'create', 'update', 'delete'],
  // The retreats sold on the site: their texts, prices and departures.
  retreat: ['view', 'create', 'update', 'delete'],
  gallery: ['view', 'create', 'update', 'delete'],
  // The teacher-training programmes of /learning and their batches.
  learning: ['view', 'create', 'update', 'delete'],
  newsletter: ['view', 'export'],
  report: ['view'],
  staff: ['view', 'manage'],
  // The questionnaires guests fill (a health form among them) and what each is asked for: what guests are
  // asked about their health is the owner's decision alone.
  questionnaire: ['view', 'create', 'update', 'delete'],
  // The site's page texts (server/content): drafts, preview, publish and restore.
  content: ['view', 'update'],
  // Figures that decide money, kept as site content (the cancellation policy's windows and shares): the owner's alone.
  settings: ['update'],
  // The therapies on offer, the practitioners' weekly hours and time off, and the treatment rooms: what
  // guests may book by the hour and at what price, so the owner's alone.
  therapies: ['manage'],
  // The therapy schedule: 'view' reads the day's columns (a practitioner only their own) and marks a
  // session given or missed; 'manage' cancels and moves anyone's sessions.
  schedule: ['view', 'manage'],
} as const;

type Statements = typeof statements;
type Resource = keyof Statements;
/** One permission: a resource and one of its actions, e.g. 'booking:refund'. */
export type Permission = { [R in Resource]: `${R}:${Statements[R][number]}` }[Resource];

export const accessControl = createAccessControl(statements);

export const staffRoles = ['owner', 'front-desk', 'editor', 'practitioner'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  'front-desk': 'Front desk',
  editor: 'Editor',
  practitioner: 'Practitioner',
};

const roles = {
  owner: accessControl.newRole(statements),
  'front-desk': accessControl.newRole({
    dashboard: ['view'],
    today: ['view', 'check-in'],
    booking: ['view', 'create', 'update'],
    // The house read-only: the occupancy grid and its units, to book and to seat guests; the owner edits.
    room: ['view'],
    // The desk meets guests: it keeps their profiles and merges the duplicates it finds.
    guest: ['view', 'update', 'merge'],
    enquiry: ['view', 'update'],
    mail: ['view', 'resend'],
    schedule: ['view', 'manage'],
  }),
  // Page texts and photos: no prices, bookings, guests, staff or reports.
  editor: accessControl.newRole({
    content: ['view', 'update'],
    gallery: ['view', 'create', 'update', 'delete'],
    blog: ['view', 'create', 'update', 'delete'],
  }),
  // Doctors and therapists: the day's arrivals, and the health answers of the guests they look after.
  practitioner: accessControl.newRole({
    today: ['view'],
    health: ['view', 'review'],
    // Their own day of sessions, and marking each given or missed.
    schedule: ['view'],
  }),
} satisfies Record<StaffRole, unknown>;

/** Every permission there is, in the order of the statements. */
export const allPermissions = (Object.entries(statements) as [Resource, readonly string[]][]).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as Permission),
);

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (staffRoles as readonly string[]).includes(role);
}

/** Whether an account with `role` (Better Auth's user.role) may do `permission`; any other role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isStaffRole(role)) return false;
  const [resource, action] = permission.split(':') as [Resource, string];
  return roles[role].authorize({ [resource]: [action] }).success;
}

/** The permissions of a role: what the layout sends to the browser for its sidebar and buttons. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return allPermissions.filter((permission) => can(role, permission));
}

export { refusedText } from './staff-refused.ts';
