// Builds the site's self-hosted photos, looping videos and credits from freely licensed
// Debian wallpaper packages, so every asset has a traceable author and licence.
// Run: node scripts/media/build-media.ts   (needs ffmpeg; MEDIA_SRC overrides /tmp/wp)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

type Aspect = '3:2' | '4:3' | '1:1' | '16:9';
interface Licence {
  licence: string;
  licenceUrl: string;
}
interface Origin {
  source: string;
  file: string;
}
interface Photo extends Licence, Origin {
  name: string;
  title: string;
  author: string;
  alt: string;
  aspect?: Aspect;
}
interface Loop {
  name: string;
  poster: string;
  photo: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  zoom: number;
  maxBytes: number;
}

// ---------------------------------------------------------------- data
const CC_BY_4: Licence = { licence: 'CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' };
const CC_BY_SA_4: Licence = { licence: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/' };
const CC_BY_SA_3: Licence = { licence: 'CC BY-SA 3.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/' };
const CC0: Licence = { licence: 'CC0 1.0', licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/' };
const GPL_2: Licence = { licence: 'GPL-2.0-or-later', licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html' };
const LGPL_3: Licence = { licence: 'LGPL-3.0', licenceUrl: 'https://www.gnu.org/licenses/lgpl-3.0.html' };

const PACKAGES = ['lomiri-wallpapers-16.04', 'lxqt-themes', 'plasma-workspace-wallpapers', 'mate-backgrounds'] as const;
const lomiri = (f: string): Origin => ({ source: PACKAGES[0], file: `usr/share/backgrounds/${f}` });
const lxqt = (f: string): Origin => ({ source: PACKAGES[1], file: `usr/share/lxqt/wallpapers/${f}` });
// Plasma: author and licence come from each wallpaper's metadata.json (more specific than debian/copyright)
const plasma = (dir: string): Origin => ({ source: PACKAGES[2], file: `usr/share/wallpapers/${dir}/contents/images/2560x1600.jpg` });
const mate = (f: string): Origin => ({ source: PACKAGES[3], file: `usr/share/backgrounds/mate/nature/${f}` });
// lxqt-themes/wallpapers/License credits these photos to stefonarch
const STEFONARCH = 'stefonarch (LXQt Project)';

const PHOTOS: Photo[] = [
  {
    name: 'forest-stream',
    title: 'life',
    author: 'Aitzol Berasategi',
    ...lomiri('life_by_Aitzol_Berasategi.jpg'),
    ...CC_BY_4,
    alt: 'A clear stream cascading over pale, mossy rocks through a green forest',
  },
  {
    name: 'mountain-meadow',
    title: 'aitzgorri',
    author: 'Aitzol Berasategi',
    ...lomiri('aitzgorri_by_Aitzol_Berasategi.jpg'),
    ...CC_BY_4,
    alt: 'A green meadow below autumn-coloured woods and a limestone mountain ridge',
  },
  {
    name: 'mountain-trail',
    title: 'picosdeeuropa',
    author: 'Aitzol Berasategi',
    ...lomiri('picosdeeuropa_by_Aitzol_Berasategi.jpg'),
    ...CC_BY_4,
    alt: 'A footpath across an alpine pasture towards rugged, snow-dusted peaks',
  },
  {
    name: 'mountain-sunset',
    title: 'sunset',
    author: 'Aitzol Berasategi',
    ...lomiri('sunset_by_Aitzol_Berasategi.jpg'),
    ...CC_BY_4,
    alt: 'A low golden sun over layered mountain ridges, seen from a mossy summit',
  },
  {
    name: 'dandelion-meadow',
    title: 'seeding',
    author: 'Clemens Engelhardt',
    ...lomiri('seeding_by_Clements_Engelhardt.jpg'),
    ...CC0,
    alt: 'Dandelion seed heads glowing in a meadow at golden hour',
  },
  {
    name: 'dragonfly-leaves',
    title: 'Dragonfly',
    author: 'Bolly',
    ...lomiri('Dragonfly_by_Bolly.jpg'),
    ...CC_BY_SA_4,
    aspect: '4:3',
    alt: 'A dragonfly resting on a twig among sunlit leaves under a blue sky',
  },
  {
    name: 'meadow-flowers',
    title: 'flowers',
    author: STEFONARCH,
    ...lxqt('flowers.png'),
    ...CC_BY_SA_3,
    alt: 'A wildflower meadow with purple, pink and blue blossoms',
  },
  {
    name: 'misty-hills',
    title: 'fog',
    author: STEFONARCH,
    ...lxqt('fog.jpg'),
    ...CC_BY_SA_3,
    aspect: '4:3',
    alt: 'Morning fog drifting over a golden field and soft hills',
  },
  {
    name: 'sunset-clouds',
    title: 'after-the-rain',
    author: STEFONARCH,
    ...lxqt('after-the-rain.jpg'),
    ...CC_BY_SA_3,
    alt: 'Clouds glowing orange over a dark horizon at sunset after rain',
  },
  {
    name: 'apple-blossom',
    title: 'appleflower',
    author: STEFONARCH,
    ...lxqt('appleflower.png'),
    ...CC_BY_SA_3,
    aspect: '4:3',
    alt: 'A sprig of pink apple blossom against a soft green background',
  },
  {
    name: 'dewdrop-grass',
    title: 'drop',
    author: STEFONARCH,
    ...lxqt('drop.png'),
    ...CC_BY_SA_3,
    alt: 'A single dewdrop hanging from a curved blade of grass',
  },
  {
    name: 'butterfly-thistle',
    title: 'butterfly',
    author: STEFONARCH,
    ...lxqt('butterfly.png'),
    ...CC_BY_SA_3,
    aspect: '1:1',
    alt: 'A striped swallowtail butterfly feeding on a purple thistle flower',
  },
  {
    name: 'green-hills',
    title: 'this-is-not-windows',
    author: STEFONARCH,
    ...lxqt('this-is-not-windows.jpg'),
    ...CC_BY_SA_3,
    aspect: '16:9',
    alt: 'Smooth green hills and a row of bare trees under a clear blue sky',
  },
  {
    name: 'sunbeam-hills',
    title: 'beam',
    author: STEFONARCH,
    ...lxqt('beam.png'),
    ...CC_BY_SA_3,
    aspect: '16:9',
    alt: 'Sunbeams breaking through clouds over misty wooded hills',
  },
  {
    name: 'water-drop',
    title: 'Aqua',
    author: 'Charles Barbin',
    ...mate('Aqua.jpg'),
    ...GPL_2,
    aspect: '1:1',
    alt: 'A drop of water splashing into a still, silvery surface',
  },
  {
    name: 'leaf-veins',
    title: 'Blinds',
    author: 'Lennart Poettering',
    ...mate('Blinds.jpg'),
    ...GPL_2,
    alt: 'Close-up of the fine parallel veins of a bright green leaf',
  },
  {
    name: 'dune-grass',
    title: 'Dune',
    author: 'Marco Cogoni',
    ...mate('Dune.jpg'),
    ...GPL_2,
    alt: 'Golden dune grass swaying in front of a blue sea',
  },
  {
    name: 'orange-flower',
    title: 'FreshFlower',
    author: 'Jens Ansorg',
    ...mate('FreshFlower.jpg'),
    ...GPL_2,
    alt: 'Close-up of a vivid orange flower in full bloom',
  },
  {
    name: 'marigold',
    title: 'Garden',
    author: 'Charles Barbin',
    ...mate('Garden.jpg'),
    ...GPL_2,
    aspect: '1:1',
    alt: 'A red and golden marigold flower in a sunny garden',
  },
  {
    name: 'spring-grass',
    title: 'GreenMeadow',
    author: 'Timothy Schellhase',
    ...mate('GreenMeadow.jpg'),
    ...GPL_2,
    alt: 'Fresh young blades of bright green grass',
  },
  {
    name: 'ladybird-flowers',
    title: 'LadyBird',
    author: 'Charles Barbin',
    ...mate('LadyBird.jpg'),
    ...GPL_2,
    aspect: '4:3',
    alt: 'A ladybird on a grass stem among small blue forget-me-not flowers',
  },
  {
    name: 'raindrop-leaf',
    title: 'RainDrops',
    author: 'blackcombwhistler07',
    ...mate('RainDrops.jpg'),
    ...GPL_2,
    alt: 'Raindrops beaded on broad green leaves',
  },
  {
    name: 'dandelion-seeds',
    title: 'TwoWings',
    author: 'Charles Barbin',
    ...mate('TwoWings.jpg'),
    ...GPL_2,
    aspect: '4:3',
    alt: 'Feathery dandelion seeds in front of warm orange blossoms',
  },
  {
    name: 'yellow-flower',
    title: 'YellowFlower',
    author: 'Charles Barbin',
    ...mate('YellowFlower.jpg'),
    ...GPL_2,
    aspect: '1:1',
    alt: 'Close-up of bright yellow flower petals',
  },
  {
    name: 'lakeside-deck',
    title: 'By the water',
    author: 'Maciej Wiklo',
    ...plasma('BytheWater'),
    ...LGPL_3,
    alt: 'A weathered wooden deck at the edge of a sunlit lake',
  },
  {
    name: 'misty-jetty',
    title: 'Cold Ripple',
    author: 'Risto Saukonpää',
    ...plasma('ColdRipple'),
    ...LGPL_3,
    alt: 'A wooden jetty leading into still water and white fog',
  },
  {
    name: 'blue-hour-lake',
    title: 'Darkest Hour',
    author: 'Risto Saukonpää',
    ...plasma('DarkestHour'),
    ...LGPL_3,
    alt: 'A calm lake with wooded islets in blue early-morning mist',
  },
  {
    name: 'rowing-boats-lake',
    title: 'Evening Glow',
    author: 'Ian Hex',
    ...plasma('EveningGlow'),
    ...LGPL_3,
    alt: 'Wooden rowing boats on a lakeshore beneath a glowing evening sky and hills',
  },
  {
    name: 'autumn-leaves',
    title: 'Fallen Leaf',
    author: 'Martin Klapetek',
    ...plasma('FallenLeaf'),
    ...LGPL_3,
    alt: 'A golden maple leaf resting among fallen autumn leaves',
  },
  {
    name: 'moss-carpet',
    title: 'One Stands Out',
    author: 'Risto Saukonpää',
    ...plasma('OneStandsOut'),
    ...LGPL_3,
    alt: 'Star-shaped moss shoots forming a soft green carpet',
  },
  {
    name: 'forest-path',
    title: 'Path',
    author: 'Risto Saukonpää',
    ...plasma('Path'),
    ...LGPL_3,
    alt: 'A narrow path winding through a tall, quiet pine forest',
  },
  {
    name: 'twilight-lake',
    title: 'summer 1am',
    author: 'Risto Saukonpää',
    ...plasma('summer_1am'),
    ...LGPL_3,
    alt: 'A glassy lake reflecting a pink and violet twilight sky',
  },
];

const LOOPS: Loop[] = [
  {
    name: 'hero',
    poster: 'hero-poster',
    photo: 'forest-stream',
    width: 1280,
    height: 720,
    seconds: 12,
    fps: 24,
    zoom: 0.06,
    maxBytes: 1_200_000,
  },
  {
    name: 'stats-loop',
    poster: 'stats-poster',
    photo: 'twilight-lake',
    width: 960,
    height: 540,
    seconds: 6,
    fps: 30,
    zoom: 0.06,
    maxBytes: 600_000,
  },
  {
    name: 'calendar',
    poster: 'calendar-poster',
    photo: 'mountain-sunset',
    width: 1280,
    height: 720,
    seconds: 10,
    fps: 24,
    zoom: 0.08,
    maxBytes: 1_000_000,
  },
];

// 768: a full-width photo on a 412 px phone at 1.75x (Lighthouse's) or a 375 px one at 2x needs 721 to
// 750 pixels, and Chromium takes the first width at least that wide: without it, the 960 (56% more pixels).
const WIDTHS = [480, 768, 960, 1600];
const ROOT = join(import.meta.dirname, '../..');
const OUT = { img: join(ROOT, 'public/media/img'), video: join(ROOT, 'public/media/video') };
const SRC = process.env.MEDIA_SRC ?? '/tmp/wp';
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';

// ---------------------------------------------------------------- logic
interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}
interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
  alt: string;
  color: string;
}
interface Credit {
  name: string;
  title: string;
  author: string;
  licence: string;
  licenceUrl: string;
  source: string;
}
type CreditRow = Credit & { file: string };

function sourceRoot(): string {
  if (existsSync(join(SRC, 'usr/share'))) return SRC;
  const dir = mkdtempSync(join(tmpdir(), 'media-src-'));
  console.log(`${SRC} not found; downloading ${PACKAGES.join(', ')} into ${dir}`);
  execFileSync('apt-get', ['download', ...PACKAGES], { cwd: dir, stdio: 'inherit' });
  for (const deb of readdirSync(dir).filter((f) => f.endsWith('.deb'))) {
    execFileSync('dpkg', ['-x', join(dir, deb), join(dir, 'root')]);
  }
  return join(dir, 'root');
}

const RATIO: Record<Aspect, number> = { '3:2': 3 / 2, '4:3': 4 / 3, '1:1': 1, '16:9': 16 / 9 };

// Crop once at full resolution so every width of an image shows exactly the same framing.
async function cropToAspect(file: string, aspect: Aspect): Promise<Raw> {
  const meta = await sharp(file).metadata();
  const { width: sw, height: sh } = meta.autoOrient;
  const r = RATIO[aspect];
  const width = sw / sh > r ? Math.round(sh * r) : sw;
  const height = Math.min(sh, Math.round(width / r));
  const { data, info } = await sharp(file)
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 3 } };
}

const fromRaw = (img: Raw) => sharp(img.data, { raw: img.info });

// Posters sit under dark overlays and are the first screen's largest paint: fewer bytes matter more there.
const POSTER_AVIF_QUALITY = 34;

async function writeVariants(name: string, img: Raw, aspect: Aspect, alt: string, avifQuality = 50): Promise<ImageEntry> {
  const r = RATIO[aspect];
  const fitting = WIDTHS.filter((w) => w <= img.info.width);
  const widths = fitting.length > 0 ? fitting : [img.info.width];
  for (const w of widths) {
    // Mitchell rings less than lanczos and saves ~15% bytes on foliage-heavy photos at the same quality setting
    const resized = fromRaw(img).resize(w, Math.round(w / r), { kernel: 'mitchell' });
    // sharp drops EXIF/ICC/XMP unless asked to keep them, so variants carry no metadata
    await resized
      .clone()
      .avif({ quality: avifQuality, effort: 4 })
      .toFile(join(OUT.img, `${name}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(join(OUT.img, `${name}-${w}.webp`));
  }
  // stats().dominant picks the fullest 16-level histogram bin, which is usually deep shadow (#181818);
  // the per-channel mean from the same stats() is a truer placeholder tint.
  const { channels } = await fromRaw(img).stats();
  const color =
    '#' +
    channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('');
  const width = Math.max(...widths);
  return { width, height: Math.round(width / r), widths, alt, color };
}

function ffmpeg(args: (string | number)[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-v', 'error', '-y', ...args.map(String)], { stdio: 'inherit' });
}

// Renders the pan/zoom once to a lossless master, then fits each codec under its byte budget.
async function buildLoop(loop: Loop, still: Raw, tmp: string): Promise<string[]> {
  const png = join(tmp, `${loop.name}.png`);
  // zoompan crops on whole input pixels; a 3x oversampled still keeps the slow drift free of judder
  await fromRaw(still)
    .resize(loop.width * 3, loop.height * 3, { kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toFile(png);
  const frames = loop.seconds * loop.fps;
  const phase = `2*PI*on/${frames}`;
  // Zoom swells and returns to exactly 1 (the full still = the poster) while the centre drifts on a
  // closed curve, so the last frame runs into the first without a visible jump.
  const zoompan = [
    `z='1+${loop.zoom}*(1-cos(${phase}))/2'`,
    `x='(iw-iw/zoom)*(0.5+0.35*sin(${phase}))'`,
    `y='(ih-ih/zoom)*(0.5-0.25*sin(${phase}))'`,
    `d=1:s=${loop.width}x${loop.height}:fps=${loop.fps}`,
  ].join(':');
  const master = join(tmp, `${loop.name}.mkv`);
  ffmpeg([
    '-loop',
    1,
    '-framerate',
    loop.fps,
    '-i',
    png,
    '-vf',
    `zoompan=${zoompan},format=yuv420p`,
    '-frames:v',
    frames,
    '-c:v',
    'ffv1',
    master,
  ]);

  const codecs = {
    // mbtree off: otherwise the first (key) frame is far sharper than the last and the loop restart "pops"
    mp4: ['-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-x264-params', 'mbtree=0'],
    webm: ['-c:v', 'libvpx-vp9', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
  };
  const report: string[] = [];
  for (const [ext, codec] of Object.entries(codecs)) {
    const out = join(OUT.video, `${loop.name}.${ext}`);
    // Two-pass at a bitrate derived from the byte budget; retry lower if the container overhead tips it over.
    let kbps = Math.floor(((loop.maxBytes * 8) / loop.seconds / 1000) * 0.88);
    for (let attempt = 0; ; attempt++) {
      const common = ['-i', master, ...codec, '-b:v', `${kbps}k`, '-an', '-passlogfile', join(tmp, `${loop.name}-${ext}`)];
      ffmpeg([...common, '-pass', 1, '-f', 'null', '-']);
      ffmpeg([...common, '-pass', 2, ...(ext === 'mp4' ? ['-movflags', '+faststart'] : []), out]);
      const size = statSync(out).size;
      if (size <= loop.maxBytes) {
        report.push(`${loop.name}.${ext}: ${(size / 1e6).toFixed(2)} MB at ${kbps} kb/s`);
        break;
      }
      if (attempt === 4) throw new Error(`${out} is ${size} bytes, over ${loop.maxBytes}`);
      kbps = Math.floor(kbps * 0.85);
    }
  }
  return report;
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const GENERATED = '// Generated by scripts/media/build-media.ts. Do not edit by hand; change the script and re-run it.\n';

function manifestModule(images: Record<string, ImageEntry>): string {
  const rows = Object.entries(images).map(
    ([name, e]) =>
      `  ${q(name)}: { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(', ')}], alt: ${q(e.alt)}, color: ${q(e.color)} },`,
  );
  const videos = LOOPS.map(
    (l) =>
      `  ${q(l.name)}: { mp4: ${q(`/media/video/${l.name}.mp4`)}, webm: ${q(`/media/video/${l.name}.webm`)}, poster: ${q(l.poster)}, width: ${l.width}, height: ${l.height} },`,
  );
  return (
    `${GENERATED}\nexport const images = {\n${rows.join('\n')}\n} as const;\n\nexport type ImageName = keyof typeof images;\n\n` +
    `export const videos = {\n${videos.join('\n')}\n} as const;\n\nexport type VideoName = keyof typeof videos;\n`
  );
}

function creditsModule(credits: CreditRow[]): string {
  const rows = credits.map(
    (c) =>
      `  { name: ${q(c.name)}, title: ${q(c.title)}, author: ${q(c.author)}, licence: ${q(c.licence)}, licenceUrl: ${q(c.licenceUrl)}, source: ${q(c.source)} },`,
  );
  return `${GENERATED}\nexport const credits: { name: string; title: string; author: string; licence: string; licenceUrl: string; source: string }[] = [\n${rows.join('\n')}\n];\n`;
}

function creditsMarkdown(credits: CreditRow[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = credits.map(
    (c) =>
      `| ${[c.name, c.title, c.author, `[${c.licence}](${c.licenceUrl})`, `Debian \`${c.source}\`: \`/${c.file}\``].map(cell).join(' | ')} |`,
  );
  return [
    '# Media credits',
    '',
    'All photos come from wallpaper packages in Debian. They were cropped, resized and re-encoded (AVIF/WebP);',
    'the videos are slow pan/zoom animations of a single photo each. Adaptations keep the licence of the original',
    '(share-alike works stay under the same licence); the unmodified originals are the listed files of the Debian packages.',
    "Authors and licences are taken from each package's `debian/copyright`; for the lxqt-themes photos also from",
    "`wallpapers/License`, and for plasma-workspace-wallpapers from each wallpaper's `metadata.json` (its `debian/copyright`",
    'only gives a blanket "KDE Visual Design Group, GPL-2+"). Generated by `scripts/media/build-media.ts`.',
    '',
    '| Asset | Original title | Author | Licence | Source (package: file) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const root = sourceRoot();
  for (const dir of Object.values(OUT)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const images: Record<string, ImageEntry> = {};
  const credits: CreditRow[] = [];
  const credit = (name: string, p: Photo): CreditRow => ({
    name,
    title: p.title,
    author: p.author,
    licence: p.licence,
    licenceUrl: p.licenceUrl,
    source: p.source,
    file: p.file,
  });

  for (const p of PHOTOS) {
    const aspect = p.aspect ?? '3:2';
    const entry = await writeVariants(p.name, await cropToAspect(join(root, p.file), aspect), aspect, p.alt);
    images[p.name] = entry;
    credits.push(credit(p.name, p));
    console.log(`img ${p.name} ${entry.width}x${entry.height} ${entry.color}`);
  }

  const tmp = mkdtempSync(join(tmpdir(), 'media-video-'));
  const report: string[] = [];
  try {
    for (const loop of LOOPS) {
      const p = PHOTOS.find((x) => x.name === loop.photo);
      if (!p) throw new Error(`loop ${loop.name}: unknown photo ${loop.photo}`);
      const still = await cropToAspect(join(root, p.file), '16:9');
      images[loop.poster] = await writeVariants(loop.poster, still, '16:9', p.alt, POSTER_AVIF_QUALITY);
      credits.push(credit(loop.poster, p), credit(`video/${loop.name}`, p));
      report.push(...(await buildLoop(loop, still, tmp)));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  mkdirSync(join(ROOT, 'app/content'), { recursive: true });
  writeFileSync(join(ROOT, 'app/content/media-manifest.ts'), manifestModule(images));
  writeFileSync(join(ROOT, 'app/content/credits.ts'), creditsModule(credits));
  writeFileSync(join(ROOT, 'public/media/CREDITS.md'), creditsMarkdown(credits));
  console.log([...report, `${Object.keys(images).length} images, ${credits.length} credits`].join('\n'));
}

await main();
