import { useEffect, useRef, useState } from 'react';
import type { ImageName } from '#app/content/media-manifest.ts';
import { useReducedMotion } from '#app/lib/use-reduced-motion.ts';
import { Picture } from '../ui/picture.tsx';

export interface BackgroundVideoProps {
  /** File stem under /media/video: `<video>.webm` and `<video>.mp4`. */
  video: string;
  poster: ImageName;
  fallbackText: string;
  priority?: boolean;
  /** Restart by hand when this little playback remains, instead of the `loop` attribute (SPEC §1). */
  restartWithinMs?: number;
}

/**
 * A muted decorative loop over its poster picture. The picture is what paints first; the video's
 * sources are attached only after hydration, and never for visitors who prefer reduced motion.
 */
export function BackgroundVideo({ video, poster, fallbackText, priority = false, restartWithinMs }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    const element = ref.current;
    if (!element) return;
    if (priority) {
      // The poster is the first paint; the film waits until the page has loaded and gone quiet.
      const start = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => setLoad(true)) : setLoad(true));
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
      return () => window.removeEventListener('load', start);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setLoad(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [priority, reducedMotion]);

  useEffect(() => {
    const element = ref.current;
    if (!load || !element || reducedMotion) return;
    element.load();
    element.play().catch(() => setPlaying(false));
  }, [load, reducedMotion]);

  useEffect(() => {
    const element = ref.current;
    if (!element || restartWithinMs === undefined) return;
    const restart = () => {
      element.currentTime = 0;
      void element.play().catch(() => {});
    };
    const onTime = () => {
      if (element.duration && element.duration - element.currentTime <= restartWithinMs / 1000) restart();
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', restart);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', restart);
    };
  }, [restartWithinMs]);

  return (
    <div className="absolute inset-0 -z-10" aria-hidden="true">
      <Picture name={poster} alt="" priority={priority} sizes="100vw" className="h-full w-full object-cover" />
      <video
        ref={ref}
        muted
        playsInline
        loop={restartWithinMs === undefined}
        preload="none"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${playing && !reducedMotion ? 'opacity-100' : 'opacity-0'}`}
      >
        {load && !reducedMotion ? (
          <>
            <source src={`/media/video/${video}.webm`} type="video/webm" />
            <source src={`/media/video/${video}.mp4`} type="video/mp4" />
          </>
        ) : null}
        {fallbackText}
      </video>
    </div>
  );
}
