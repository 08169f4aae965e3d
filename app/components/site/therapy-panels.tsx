import { Link } from '#app/components/ui/site-link.tsx';
import type { TherapyCategory } from '#app/content/types.ts';
import type { MediaPhotoView } from '#app/lib/media-library.ts';
import { therapyHref } from '#app/lib/programs.ts';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { BackdropPhoto } from './backdrop-photo.tsx';
import { therapyPanelsMarkup as markup } from './therapy-panels.contract.ts';

/** A panel and its two photos from the media library (the owner chooses them on the Site content screen). */
export interface TherapyPanel extends TherapyCategory {
  defaultImage: MediaPhotoView;
  activeImage: MediaPhotoView;
}

const PANEL_SIZES = '(min-width: 768px) 20vw, 100vw';

// A touch screen has no hover: its panels show their descriptions from the start.
const ON_TOUCH_SHOWN = '[@media(hover:none)]:mt-2 [@media(hover:none)]:grid-rows-[1fr] [@media(hover:none)]:opacity-100';

/**
 * THERAPIES & PROGRAMS, the home page's five panels. therapy-panels.enhance.ts loads the active images (kept in a
 * <template> until then) and sets each panel's `data-state` to active or dimmed on hover and focus;
 * on a touch screen, which cannot hover, every description shows.
 */
export function TherapyPanels({ panels }: { panels: TherapyPanel[] }) {
  return (
    <ul {...widgetMarkup.enhance.props('panels')} {...markup.ready.props(false)} className="flex flex-col gap-1.5 md:h-[500px] md:flex-row">
      {panels.map((panel) => (
        <li
          key={panel.id}
          className="group/panel relative min-h-48 flex-1 overflow-hidden md:min-h-0 rounded-xl transition-[flex-grow] duration-300 motion-reduce:transition-none data-[state=active]:md:flex-[1.8]"
        >
          <Link
            to={therapyHref(panel)}
            className="group absolute inset-0 isolate flex flex-col justify-end p-4 text-sand-50 sm:p-5"
            aria-describedby={`therapy-${panel.id}`}
          >
            <BackdropPhoto photo={panel.defaultImage} sizes={PANEL_SIZES} />
            <template {...markup.activeImage.props()}>
              <BackdropPhoto
                photo={panel.activeImage}
                sizes={PANEL_SIZES}
                className="opacity-0 transition-opacity duration-200 group-data-[state=active]/panel:opacity-100"
              />
            </template>
            <span className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/90 via-forest-950/40 to-forest-950/10 opacity-80 transition-opacity duration-300 group-data-[state=dimmed]/panel:opacity-100" />
            <span className="absolute inset-0 -z-10 bg-forest-950 opacity-0 transition-opacity duration-300 group-data-[state=dimmed]/panel:opacity-35" />
            <span className="pr-10 font-display text-2xl leading-tight font-semibold">{panel.title}</span>
            <span
              id={`therapy-${panel.id}`}
              className={`grid grid-rows-[0fr] opacity-0 transition-all duration-300 group-data-[state=active]/panel:mt-2 group-data-[state=active]/panel:grid-rows-[1fr] group-data-[state=active]/panel:opacity-100 ${ON_TOUCH_SHOWN}`}
            >
              <span className="overflow-hidden text-sm leading-relaxed text-sand-100">{panel.description}</span>
            </span>
            <span
              aria-hidden="true"
              className="absolute right-4 bottom-4 inline-flex h-8 w-8 -translate-x-2 items-center justify-center rounded-full bg-sand-50 text-forest-900 opacity-0 transition-all duration-300 group-data-[state=active]/panel:translate-x-0 group-data-[state=active]/panel:opacity-100"
            >
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
