import { FormStateBadges } from '#app/components/admin/care-badges.tsx';
import { type BookingCareView, CARE_MESSAGES } from '#app/lib/care.ts';

/** The booking dialog's guests and their health forms: statuses and outcomes, never the answers. */
export function BookingCare({ care }: { care: BookingCareView }) {
  const unnamed = care.partySize - care.guests.length;
  return (
    <section className="border-b border-sand-200 pb-4">
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">Guests and health forms</h3>
      {care.waitingForReview ? <p className="mt-2 text-sm font-semibold text-clay-700">{CARE_MESSAGES.waitingForReview}</p> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {care.guests.map((guest, index) => (
          <li key={`${index}-${guest.name}`}>
            <span className="font-semibold">{guest.name}</span>
            <ul className="mt-1 space-y-1">
              {guest.forms.map((form) => (
                <li key={form.title} className="flex flex-wrap items-center gap-2">
                  <span>{form.title}</span>
                  <FormStateBadges status={form.status} review={form.review} erased={form.erased} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        {unnamed > 0 ? (
          <li className="text-muted">{unnamed === 1 ? 'One guest not named yet.' : `${unnamed} guests not named yet.`}</li>
        ) : null}
      </ul>
    </section>
  );
}
