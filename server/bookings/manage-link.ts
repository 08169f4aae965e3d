// CONTRACT (issue 6): the manage-link helper replaces these bodies.

/** The absolute URL of the guest's page for this booking: `${PUBLIC_URL}/booking/<signed token>`. */
export async function manageLink(_bookingId: string): Promise<string> {
  return '';
}

/** The booking id a token was signed for, or null for a wrong or tampered token. */
export async function readManageToken(_token: string): Promise<string | null> {
  return null;
}
