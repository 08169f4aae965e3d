/** A change staff may not make as asked; the message says why, in words staff understand. */
export class ChangeRefused extends Error {}
