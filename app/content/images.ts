import type { Category } from '../lib/events.ts';
import type { ImageName } from './media-manifest.ts';
import type { EventKindId, ExploreRoute, TherapyCategory } from './types.ts';

// Which photograph stands where: one place to change a page's picture.

const therapies: Record<TherapyCategory['id'], { defaultImage: ImageName; activeImage: ImageName }> = {
  1: { defaultImage: 'misty-hills', activeImage: 'sunbeam-hills' },
  2: { defaultImage: 'water-drop', activeImage: 'dewdrop-grass' },
  3: { defaultImage: 'moss-carpet', activeImage: 'forest-stream' },
  4: { defaultImage: 'blue-hour-lake', activeImage: 'twilight-lake' },
  5: { defaultImage: 'marigold', activeImage: 'butterfly-thistle' },
};

const eventKinds: Record<EventKindId, ImageName> = {
  corporate: 'mountain-trail',
  groups: 'rowing-boats-lake',
  festivals: 'marigold',
  international: 'sunset-clouds',
};

const explore: Record<ExploreRoute, ImageName> = {
  '/book-your-stay': 'lakeside-deck',
  '/rejuvenation': 'forest-stream',
  '/learning': 'mountain-meadow',
  '/calendar': 'dandelion-meadow',
  '/programs': 'leaf-veins',
  '/gallery': 'apple-blossom',
  '/about': 'misty-jetty',
};

/** The picture of a calendar event that has none of its own, by its category. */
export const eventPlaceholders: Record<Category, ImageName> = {
  YOGA: 'mountain-meadow',
  'SOUND HEALING': 'twilight-lake',
  MEDITATION: 'misty-hills',
  BREATHWORK: 'sunbeam-hills',
  WELLNESS: 'forest-path',
};

export const pageImages = {
  homeHero: 'hero-poster',
  statsPoster: 'stats-poster',
  aboutBanner: 'misty-jetty',
  offers: { stay: 'lakeside-deck', rejuvenation: 'forest-stream' },
  therapies,
  unique: 'mountain-sunset',
  eventKinds,
  aboutHero: 'misty-hills',
  aboutSide: 'forest-path',
  programsHero: 'leaf-veins',
  blogHero: 'spring-grass',
  contactHero: 'twilight-lake',
  exploreHero: 'green-hills',
  belongingHero: 'green-hills',
  explore,
  galleryHero: 'mountain-meadow',
  /** The gallery's shipped photos in order: its first content (app/content/gallery.ts), then staff keep it. */
  gallery: [
    'forest-stream',
    'misty-jetty',
    'apple-blossom',
    'autumn-leaves',
    'dandelion-seeds',
    'orange-flower',
    'raindrop-leaf',
    'blue-hour-lake',
    'dune-grass',
    'meadow-flowers',
  ],
  learningHero: 'sunbeam-hills',
  classesHero: 'meadow-flowers',
  learning: { yttc: 'mountain-meadow', aerial: 'sunset-clouds' },
  rejuvenationHero: 'forest-stream',
  packageCard: 'moss-carpet',
  packageGallery: ['forest-stream', 'water-drop', 'lakeside-deck', 'meadow-flowers', 'misty-hills'],
  stayHero: 'lakeside-deck',
  stayRoom: 'misty-jetty',
  /** A room type without an uploaded photograph takes these in the estate's order of types, round again after the last. */
  roomPhotos: ['forest-stream', 'meadow-flowers', 'forest-path', 'blue-hour-lake', 'dandelion-meadow'],
} as const satisfies Record<string, ImageName | readonly ImageName[] | Record<string | number, unknown>>;
