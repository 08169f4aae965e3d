import { OVERSIZED_TARGETS, type OversizedTarget } from './oversized-post.ts';

// Bodies small enough to pass every byte cap but shaped to make a parser work hard: one name repeated
// thousands of times, thousands of distinct names, JSON nested or spread wide. Every public door must
// refuse each of them at once. Shared by the fuzz suite (tests/integration/fuzz/public-forms.test.ts)
// and the bench drill (scripts/bench/drills/shapes.ts).

export type HostileShape = 'repeated-name' | 'many-names' | 'multipart-parts' | 'deep-json' | 'wide-json';

export const HOSTILE_SHAPES: readonly HostileShape[] = ['repeated-name', 'many-names', 'multipart-parts', 'deep-json', 'wide-json'];

/** The doors a visitor without an account can post to: every body-reading door but the back-office's own. */
export const PUBLIC_DOORS: OversizedTarget[] = OVERSIZED_TARGETS.filter((target) => !target.admin);

export interface ShapedBody {
  body: string;
  contentType: string;
}

const BOUNDARY = 'shape';

/** A body of `shape` with `count` repeats (names, parts, levels or keys), e.g. 30,000 of one name in 120 KB. */
export function hostileShape(shape: HostileShape, count: number): ShapedBody {
  switch (shape) {
    case 'repeated-name':
      return { body: Array.from({ length: count }, () => 'name=x').join('&'), contentType: 'application/x-www-form-urlencoded' };
    case 'many-names':
      return { body: Array.from({ length: count }, (_, n) => `f${n}=x`).join('&'), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart-parts': {
      const parts = Array.from({ length: count }, (_, n) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${n}"\r\n\r\nx\r\n`);
      return { body: `${parts.join('')}--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
    }
    case 'deep-json':
      return { body: `${'{"a":'.repeat(count)}1${'}'.repeat(count)}`, contentType: 'application/json' };
    case 'wide-json':
      return {
        body: JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, n) => [`k${n}`, n]))),
        contentType: 'application/json',
      };
  }
}

/** The most repeats of a shape that still fit a door's byte cap (JSON doors take 16 KiB, forms 256 KiB). */
export function largestCount(shape: HostileShape, door: OversizedTarget): number {
  const json = door.contentType === 'application/json';
  const budget = (json ? 16 : 256) * 1024 - 64;
  const per = { 'repeated-name': 7, 'many-names': 10, 'multipart-parts': 66, 'deep-json': 6, 'wide-json': 12 }[shape];
  return Math.floor(budget / per);
}
