// Builds the site's two web fonts from Fontsource's Latin files (SIL Open Font License 1.1): the
// same characters (the `LATIN` range that app/app.css declares), with only the weights the site uses,
// so the fonts every page fetches before its first paint weigh 47 KiB instead of 86 KiB.
// Run: node scripts/media/build-fonts.ts   (writes app/fonts/, which is committed)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

// Fontsource's "latin" unicode-range, also in app/app.css.
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const FONTS = [
  // Body text: regular to bold (font-normal, -medium, -semibold, -bold), kept variable.
  { from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', to: 'app/fonts/inter-latin-400-700.woff2', wght: { min: 400, max: 700 } },
  // Headings and figures: only ever semibold, so one static weight.
  {
    from: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    to: 'app/fonts/cormorant-garamond-latin-600.woff2',
    wght: 600,
  },
] as const;

function characters(range: string): string {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const [start = '', end = start] = part.replace('U+', '').split('-');
    for (let point = parseInt(start, 16); point <= parseInt(end, 16); point += 1) if (point >= 0x20) points.push(point);
  }
  return String.fromCodePoint(...points);
}

const require = createRequire(import.meta.url);
for (const font of FONTS) {
  const source = readFileSync(require.resolve(font.from));
  const subset = await subsetFont(source, characters(LATIN), { targetFormat: 'woff2', variationAxes: { wght: font.wght } });
  writeFileSync(font.to, subset);
  console.log(`${font.to}: ${Math.round(source.length / 1024)} KiB -> ${Math.round(subset.length / 1024)} KiB`);
}
