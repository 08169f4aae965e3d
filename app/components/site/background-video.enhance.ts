import { afterHydration, afterPageSettles, prefersReducedMotion, whenVisible } from '#app/enhance/dom.ts';
import { backgroundVideoMarkup as markup, videoSource } from './background-video.contract.ts';

/**
 * A muted decorative loop over its poster picture (components/site/background-video.tsx). The
 * picture paints first; the sources are attached later (the first screen's once the page has
 * loaded, painted and gone two seconds without a long task, the others when scrolled to), and never for
 * visitors who prefer reduced motion.
 */
export function enhanceVideo(video: HTMLVideoElement): void {
  if (prefersReducedMotion()) return;
  const start = () =>
    afterHydration(() => {
      const stem = markup.stem.read(video) ?? '';
      // Prepended in reverse, so the smaller webm is tried first, ahead of the fallback text.
      for (const type of ['mp4', 'webm'] as const) {
        const source = document.createElement('source');
        source.src = videoSource(stem, type);
        source.type = `video/${type}`;
        video.prepend(source);
      }
      video.addEventListener('playing', () => markup.playing.write(video, true), { once: true });
      video.load();
      video.play().catch(() => {});
    });
  const restartWithinMs = markup.restartWithinMs.read(video);
  if (restartWithinMs !== undefined) {
    // Restart by hand shortly before the end instead of the `loop` attribute.
    const restart = () => {
      video.currentTime = 0;
      video.play().catch(() => {});
    };
    video.addEventListener('timeupdate', () => {
      if (video.duration && video.duration - video.currentTime <= restartWithinMs / 1000) restart();
    });
    video.addEventListener('ended', restart);
  }
  if (markup.priority.read(video)) {
    afterPageSettles(start);
  } else {
    whenVisible(video, start);
  }
}
