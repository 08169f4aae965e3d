// A GSTIN is 15 characters: the state's two-digit code, the holder's PAN (five letters, four digits, a
// letter), the registration's number within that PAN, 'Z', and a check character computed over the
// first fourteen (GSTN's published mod-36 scheme). A typo almost always breaks the check.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first fourteen characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
