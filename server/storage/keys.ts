/** Keys are made by the uploads slice; anything else (dots, slashes, upper case) could escape the folder or the bucket. */
const KEY = /^[a-z0-9-]+\/[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
