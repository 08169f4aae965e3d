// Apart from staff-roles.ts so that the status page (root's error boundary, on every page) carries no access-control code.

/** The answer of a request the staff member's role does not allow, in words they can act on. */
export const refusedText = 'Your account may not do this. Ask the estate’s owner if you need it.';
