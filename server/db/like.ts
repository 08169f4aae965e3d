/** The search text as a LIKE pattern that matches it literally: % and _ typed by staff are not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
