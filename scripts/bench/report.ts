// What every part of `npm run bench` returns: figures, each next to its target, so one table and one
// JSON file can show the whole run and the exit code can say whether every target was met.

export interface Figure {
  /** What was measured, e.g. 'home: performance' or 'seats sold'. */
  name: string;
  value: number | string;
  /** The target in words, e.g. '≥ 0.98'; empty for a figure that is only reported. */
  target: string;
  /** Undefined for a figure that is only reported. */
  met?: boolean;
}

export interface PartResult {
  part: string;
  /** One or two sentences: what was done, with what parameters. */
  summary: string;
  figures: Figure[];
}

export const atLeast = (name: string, value: number, target: number, unit = ''): Figure => ({
  name,
  value,
  target: `≥ ${target}${unit}`,
  met: value >= target,
});

export const atMost = (name: string, value: number, target: number, unit = ''): Figure => ({
  name,
  value,
  target: `≤ ${target}${unit}`,
  met: value <= target,
});

export const exactly = (name: string, value: number, target: number): Figure => ({
  name,
  value,
  target: `= ${target}`,
  met: value === target,
});

export const reported = (name: string, value: number | string): Figure => ({ name, value, target: '' });

export const partMet = (result: PartResult): boolean => result.figures.every((figure) => figure.met !== false);
