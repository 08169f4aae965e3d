import { afterHydration, afterLoadAndFirstPaint, prefersReducedMotion, whenVisible } from '#app/enhance/dom.ts';

/**
 * A muted decorative loop over its poster picture (components/site/background-video.tsx). The
 * picture paints first; the sources are attached later (the first screen's once the page has
 * loaded, painted and gone quiet, the others when scrolled to), and never for visitors who prefer reduced motion.
 */
export function enhanceVideo(video: HTMLVideoElement): void {
  if (prefersReducedMotion()) return;
  const start = () =>
    afterHydration(() => {
      const stem = video.dataset.video;
      // Prepended in reverse, so the smaller webm is tried first, ahead of the fallback text.
      for (const type of ['mp4', 'webm']) {
        const source = document.createElement('source');
        source.src = `/media/video/${stem}.${type}`;
        source.type = `video/${type}`;
        video.prepend(source);
      }
      video.addEventListener('playing', () => (video.dataset.playing = 'true'), { once: true });
      video.load();
      video.play().catch(() => {});
    });
  const restartWithin = video.dataset.restartWithinMs;
  if (restartWithin !== undefined) {
    // Restart by hand shortly before the end instead of the `loop` attribute (SPEC §1).
    const restart = () => {
      video.currentTime = 0;
      video.play().catch(() => {});
    };
    video.addEventListener('timeupdate', () => {
      if (video.duration && video.duration - video.currentTime <= Number(restartWithin) / 1000) restart();
    });
    video.addEventListener('ended', restart);
  }
  if (video.dataset.priority === 'true') {
    afterLoadAndFirstPaint(() => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : start()));
  } else {
    whenVisible(video, start);
  }
}
