import { Form, useNavigation } from 'react-router';
import { slotLabel } from '#app/lib/admin/booking-pickers.ts';
import type { MoveView } from '#app/lib/admin/move-booking.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { DayEventPickers } from './booking-pickers.tsx';
import { buttonClass } from './buttons.ts';

/** A class booking's new place: the day, the event (New Booking's pickers), then a slot with seats. */
export function MoveEventForm({ data, keep }: { data: MoveView; keep: [string, string][] }) {
  const { booking, picks, events, event } = data;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'move-event';
  const open = event ? event.slots.filter((slot) => !slot.started && slot.left > 0) : [];
  const isCurrent = (slot: string) => event?.id === booking.eventId && slot === booking.selectedSlot;
  return (
    <>
      <Form method="get" preventScrollReset replace className="grid gap-x-5 sm:grid-cols-2" aria-label="Choose the new day and event">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DayEventPickers
          day={{ label: 'New day', name: 'moveDay', value: picks.day ?? booking.eventDate }}
          event={{ id: 'move-pick-event', name: 'moveEvent', value: picks.eventId }}
          events={events}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            Show
          </button>
        </div>
      </Form>
      {event && picks.day ? (
        <Form method="post" preventScrollReset className="space-y-3" aria-label="Choose the new slot">
          <input type="hidden" name="intent" value="move-event" />
          <input type="hidden" name="id" value={booking.id} />
          <input type="hidden" name="eventId" value={event.id} />
          <p className="text-sm">
            {event.title}, {formatLongUsDate(picks.day)}, {event.price}
          </p>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold tracking-wide text-forest-900">New time slot</legend>
            {open.length === 0 ? <p className="text-sm text-muted">Every slot of this event is full or has started.</p> : null}
            <div className="flex flex-wrap gap-x-6">
              {event.slots.map((slot) => (
                <label key={slot.slot} className="flex min-h-11 items-center gap-2 text-sm font-medium has-disabled:text-muted">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.slot}
                    required
                    disabled={slot.started || slot.left <= 0 || isCurrent(slot.slot)}
                    className="size-5 accent-forest-800"
                  />
                  {isCurrent(slot.slot) ? `${slot.slot} · booked now` : slotLabel(slot)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass('primary')} disabled={busy || open.length === 0}>
            {busy ? 'Moving...' : 'Move booking'}
          </button>
        </Form>
      ) : null}
    </>
  );
}
