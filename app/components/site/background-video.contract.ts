import { booleanAttribute, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where background-video.tsx and background-video.enhance.ts meet (the widget is `data-enhance="video"`).

export const backgroundVideoMarkup = {
  /** The file stem under /media/video: `<stem>.webm` and `<stem>.mp4`. */
  stem: textAttribute('data-video'),
  /** The first screen's video: started once the page has loaded and painted, not when scrolled to. */
  priority: booleanAttribute('data-priority'),
  restartWithinMs: numberAttribute('data-restart-within-ms'),
  /** Written once it plays; the video fades in over its poster (`data-playing:opacity-100`). */
  playing: booleanAttribute('data-playing'),
};

export const videoSource = (stem: string, type: 'mp4' | 'webm') => `/media/video/${stem}.${type}`;
