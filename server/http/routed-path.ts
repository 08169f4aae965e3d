/**
 * The path of an address as React Router matches it, for middleware that must agree with the router on
 * which screen an address reaches: the URL parsed as the router's Request parses it (`\` read as `/`,
 * `.` and `..` segments resolved, `%2e` included), then %-decoded and lower-cased, since routes match
 * case-insensitively on the decoded path. An escaped `/` is decoded too, which can only make a guard
 * cover more. Null when the address cannot be decoded (the router refuses it with a 400).
 */
export function routedPath(originalUrl: string): string | null {
  try {
    return decodeURIComponent(new URL(`http://localhost${originalUrl}`).pathname).toLowerCase();
  } catch {
    return null;
  }
}
