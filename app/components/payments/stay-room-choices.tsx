import { pageImages } from '#app/content/images.ts';
import { STAY_DIALOG_ID } from '#app/lib/checkout.ts';
import { formatWeekdayDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { FEW_ROOMS_LEFT, ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { nightsDiffer, type RateSummary } from '#app/lib/stay-price.ts';
import { choicesRateLine, chosenRoomText, roomsText, type StayRoomChoice } from '#app/lib/stay-rooms-view.ts';
import { uploadedImageSources } from '#app/lib/uploaded-image.ts';
import { Picture } from '../ui/picture.tsx';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { stayMarkup } from './stay-customer-dialog.contract.ts';

// The room types for the searched dates and adults: each with its photograph, what it
// holds, how many rooms these adults need, what is left, the total and the way to choose it. Choosing
// opens the one CUSTOMER INFORMATION dialog for that type (stay-customer-dialog.enhance.ts).

const SIZES = '(min-width: 1024px) 15rem, (min-width: 640px) 14rem, 100vw';
const photoClass = 'aspect-[3/2] h-full w-full object-cover sm:aspect-auto';

function RoomPhoto({ choice, index }: { choice: StayRoomChoice; index: number }) {
  if (choice.imageUrl)
    return (
      <img {...uploadedImageSources(choice.imageUrl)} sizes={SIZES} alt="" width={480} height={320} loading="lazy" className={photoClass} />
    );
  const photos = pageImages.roomPhotos;
  return <Picture name={photos[index % photos.length]!} alt="" sizes={SIZES} className={photoClass} />;
}

function Availability({ choice, adults }: { choice: StayRoomChoice; adults: number }) {
  if (choice.refusal) return <p className="text-sm font-semibold text-clay-700">{choice.refusal}</p>;
  if (choice.free === 0) return <p className="text-sm font-semibold text-clay-700">{ROOM_MESSAGES.soldOut}</p>;
  if (!choice.fits) return <p className="text-sm font-semibold text-clay-700">{ROOM_MESSAGES.tooFew(choice.free, adults)}</p>;
  if (choice.free <= FEW_ROOMS_LEFT)
    return (
      <p className="inline-flex rounded-full bg-gold-300/60 px-3 py-1 text-xs font-semibold tracking-[0.08em] text-forest-900">
        {ROOM_MESSAGES.left(choice.free)}
      </p>
    );
  return null;
}

/** The nights one by one, when they are not all the same price (a weekend, a season). */
function NightlyBreakdown({ choice }: { choice: StayRoomChoice }) {
  if (!choice.fits || !nightsDiffer(choice)) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-forest-900">Price per night</summary>
      <ul className="mt-2 space-y-1">
        {choice.perNight.map((each) => (
          <li key={each.night} className="flex justify-between gap-4">
            <span>
              {formatWeekdayDate(each.night)}
              {each.rateName ? <span className="text-muted"> · {each.rateName}</span> : null}
            </span>
            <span className="font-semibold text-forest-900">{formatPaise(each.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function StayRoomChoices({
  choices,
  adults,
  rate,
}: {
  choices: readonly StayRoomChoice[];
  adults: number;
  rate: RateSummary | null;
}) {
  return (
    <section aria-labelledby="stay-choices-heading">
      <h2 id="stay-choices-heading" className="text-2xl font-semibold text-forest-900 sm:text-3xl">
        Choose your room
      </h2>
      <p className="mt-1 text-sm text-muted">{choicesRateLine(rate)}</p>
      <ul className="mt-5 space-y-5">
        {choices.map((choice, index) => (
          <li key={choice.id}>
            <article
              aria-labelledby={`room-${choice.id}`}
              className={`grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 sm:grid-cols-[14rem_1fr] lg:grid-cols-[15rem_1fr] ${choice.fits ? '' : 'opacity-90'}`}
            >
              <RoomPhoto choice={choice} index={index} />
              <div className="flex flex-col gap-3 p-5 sm:p-6">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 id={`room-${choice.id}`} className="text-2xl font-semibold text-forest-900">
                    {choice.name}
                  </h3>
                  <Availability choice={choice} adults={adults} />
                </div>
                <p className="text-ink">{choice.description}</p>
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-muted">Adults per room</dt>
                    <dd className="font-semibold text-forest-900">{choice.adultsPerRoom}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">You need</dt>
                    <dd className="font-semibold text-forest-900">{roomsText(choice.roomsNeeded)}</dd>
                  </div>
                </dl>
                <NightlyBreakdown choice={choice} />
                <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-sand-200 pt-4">
                  <p>
                    <span className="block text-xs font-semibold tracking-[0.12em] text-muted uppercase">Total</span>
                    <span className="font-display text-3xl font-semibold text-forest-900">
                      {choice.fits ? formatPaise(choice.amountPaise) : '—'}
                    </span>
                  </p>
                  {choice.fits ? (
                    <button
                      type="button"
                      {...checkoutDialogMarkup.opens.props(STAY_DIALOG_ID)}
                      {...stayMarkup.room.props(choice.id)}
                      {...stayMarkup.roomLabel.props(chosenRoomText(choice.name, choice.roomsNeeded))}
                      {...stayMarkup.roomAmount.props(choice.amountPaise)}
                      className="inline-flex min-h-11 items-center justify-center rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700"
                    >
                      CHOOSE<span className="sr-only"> {choice.name}</span>
                    </button>
                  ) : null}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
