import { GalleryImage } from '#app/components/site/gallery-image.tsx';
import { FieldError } from '#app/components/ui/field.tsx';
import { fieldErrorId } from '#app/components/ui/reply-templates.contract.ts';
import type { MediaPhotoView } from '#app/lib/media-library.ts';

/**
 * A photo slot of the Site content form: the media library as a group of radio buttons, each with its
 * thumbnail and alt text, in a row that scrolls sideways. A plain form control: it works without
 * JavaScript, and the arrow keys move between the photos as in any radio group.
 */
export function ContentPhotoPicker({
  id,
  name,
  label,
  hint,
  value,
  photos,
  errors,
  noneLabel,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  photos: readonly MediaPhotoView[];
  errors?: string[];
  /** Offers a first choice of no photo at all, with this text, for a slot that may stay empty. */
  noneLabel?: string;
}) {
  const missing = value !== '' && !photos.some((photo) => photo.key === value);
  // The photo chosen now comes first, in view without scrolling the row.
  const ordered = [...photos].sort((a, b) => Number(b.key === value) - Number(a.key === value));
  const describedBy = [hint || missing ? `${id}-hint` : '', fieldErrorId(id)].filter(Boolean).join(' ');
  return (
    <fieldset className="min-w-0 md:col-span-2" aria-describedby={describedBy}>
      <legend className="text-sm font-semibold tracking-wide text-forest-900">{label}</legend>
      {hint || missing ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {[hint, missing ? 'The photo chosen before is no longer in the media library: please choose another.' : '']
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
        {noneLabel ? (
          <li className="w-36 shrink-0">
            <label className="flex h-full cursor-pointer items-start gap-2 rounded-lg p-3 text-xs text-ink ring-1 ring-sand-200 has-[:checked]:bg-sand-100 has-[:checked]:ring-2 has-[:checked]:ring-forest-700">
              <input type="radio" name={name} value="" defaultChecked={value === ''} className="mt-0.5 shrink-0" />
              <span>{noneLabel}</span>
            </label>
          </li>
        ) : null}
        {ordered.map((photo) => (
          <li key={photo.key} className="w-36 shrink-0">
            <label className="flex h-full cursor-pointer flex-col gap-1.5 rounded-lg p-1.5 ring-1 ring-sand-200 has-[:checked]:bg-sand-100 has-[:checked]:ring-2 has-[:checked]:ring-forest-700">
              <GalleryImage
                photo={{ ...photo, id: photo.key, alt: '' }}
                sizes="9rem"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <span className="flex items-start gap-2 text-xs text-ink">
                <input type="radio" name={name} value={photo.key} defaultChecked={photo.key === value} className="mt-0.5 shrink-0" />
                <span className="line-clamp-3">{photo.alt}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={fieldErrorId(id)} errors={errors} />
    </fieldset>
  );
}
