import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { images, type ImageName } from '#app/content/media-manifest.ts';
import type { TherapyCategory } from '#app/content/types.ts';
import { imageSrc, imageSrcSet } from '#app/lib/media.ts';
import { Picture } from '../ui/picture.tsx';

export interface TherapyPanel extends TherapyCategory {
  defaultImage: ImageName;
  activeImage: ImageName;
}

const PANEL_SIZES = '(min-width: 768px) 20vw, 100vw';

/** Resolves once the browser has fetched and decoded every active image. */
function preload(names: ImageName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const img = new Image();
      img.sizes = PANEL_SIZES;
      img.srcset = imageSrcSet(name, 'webp');
      img.src = imageSrc(name, 'webp', images[name].widths[0] ?? images[name].width);
      return img.decode().catch(() => {});
    }),
  ).then(() => undefined);
}

/**
 * THERAPIES & PROGRAMS (SPEC §1, §9): hovering or focusing a panel reveals its description and arrow,
 * swaps in its active image and dims the others; none of that happens until the images are ready.
 */
export function TherapyPanels({ panels }: { panels: TherapyPanel[] }) {
  const [active, setActive] = useState<number | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void preload(panels.map((panel) => panel.activeImage)).then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [panels]);

  const current = ready ? active : null;

  return (
    <ul
      className="flex h-[500px] flex-col gap-1.5 md:flex-row"
      onMouseLeave={() => setActive(null)}
      data-ready={ready ? 'true' : 'false'}
    >
      {panels.map((panel) => {
        const isActive = current === panel.id;
        const dimmed = current !== null && !isActive;
        return (
          <li
            key={panel.id}
            className={`relative min-h-0 flex-1 overflow-hidden rounded-xl transition-[flex-grow] duration-300 motion-reduce:transition-none ${isActive ? 'md:flex-[1.8]' : ''}`}
            onMouseEnter={() => setActive(panel.id)}
          >
            <Link
              to="/programs"
              className="group absolute inset-0 isolate flex flex-col justify-end p-4 text-sand-50 sm:p-5"
              onFocus={() => setActive(panel.id)}
              onBlur={() => setActive(null)}
              aria-describedby={`therapy-${panel.id}`}
            >
              <Picture name={panel.defaultImage} alt="" sizes={PANEL_SIZES} className="absolute inset-0 -z-10 h-full w-full object-cover" />
              {ready ? (
                <Picture
                  name={panel.activeImage}
                  alt=""
                  sizes={PANEL_SIZES}
                  className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-200 ${isActive ? 'opacity-100' : 'opacity-0'}`}
                />
              ) : null}
              <span
                className={`absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/90 via-forest-950/40 to-forest-950/10 transition-opacity duration-300 ${dimmed ? 'opacity-100' : 'opacity-80'}`}
              />
              <span className={`absolute inset-0 -z-10 bg-forest-950 transition-opacity duration-300 ${dimmed ? 'opacity-35' : 'opacity-0'}`} />
              <span className="pr-10 font-display text-2xl leading-tight font-semibold">{panel.title}</span>
              <span
                id={`therapy-${panel.id}`}
                className={`grid transition-all duration-300 ${isActive ? 'mt-2 grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0'}`}
              >
                <span className="overflow-hidden text-sm leading-relaxed text-sand-100">{panel.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={`absolute right-4 bottom-4 inline-flex h-8 w-8 items-center justify-center rounded-full bg-sand-50 text-forest-900 transition-all duration-300 ${isActive ? 'translate-x-0 opacity-100' : '-translate-x-2 opacity-0'}`}
              >
                →
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
