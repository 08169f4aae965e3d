import type { ImageName } from '#app/content/media-manifest.ts';
import { Picture } from '../ui/picture.tsx';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { backgroundVideoMarkup as markup } from './background-video.contract.ts';

export interface BackgroundVideoProps {
  /** File stem under /media/video: `<video>.webm` and `<video>.mp4`. */
  video: string;
  poster: ImageName;
  fallbackText: string;
  priority?: boolean;
  /** Restart by hand when this little playback remains, instead of the `loop` attribute (10 ms for the statistics band's video). */
  restartWithinMs?: number;
}

/**
 * A muted decorative loop over its poster picture. The picture is what paints first; background-video.enhance.ts
 * attaches the sources later, and never for visitors who prefer reduced motion.
 */
export function BackgroundVideo({ video, poster, fallbackText, priority = false, restartWithinMs }: BackgroundVideoProps) {
  return (
    <div className="absolute inset-0 -z-10" aria-hidden="true">
      <Picture name={poster} alt="" priority={priority} sizes="100vw" className="h-full w-full object-cover" />
      <video
        muted
        playsInline
        loop={restartWithinMs === undefined}
        preload="none"
        tabIndex={-1}
        {...widgetMarkup.enhance.props('video')}
        {...markup.stem.props(video)}
        {...(priority ? markup.priority.props(true) : {})}
        {...(restartWithinMs === undefined ? {} : markup.restartWithinMs.props(restartWithinMs))}
        className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-700 data-playing:opacity-100"
      >
        {fallbackText}
      </video>
    </div>
  );
}
