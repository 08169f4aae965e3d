import { Form } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import type { RetreatAdminView } from '#app/lib/admin/retreat-messages.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import { RETREAT_FIELDS } from '#app/lib/schemas/admin/retreat.ts';
import { buttonClass } from './buttons.ts';

/**
 * The edited retreat's fixed departures: each with its places left and Remove (refused while it has
 * guests), and a form to add one. None: the retreat starts on any bookable day.
 */
export function RetreatDepartures({ retreat }: { retreat: RetreatAdminView }) {
  return (
    <section aria-labelledby="retreat-departures-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="retreat-departures-title" className="text-2xl font-semibold text-forest-900">
        Departures
      </h2>
      {retreat.departures.length === 0 ? (
        <p className="mt-3 text-muted">No fixed departures: guests choose any start date.</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {retreat.departures.map((departure) => (
            <li key={departure.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold text-forest-900">{formatOrdinalDate(departure.startDate)}</span>
                <span className="block text-sm text-muted">
                  {departure.placesLeft} of {departure.places} places left
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-departure" />
                <input type="hidden" name="id" value={departure.id} />
                <button
                  type="submit"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Remove the departure of ${formatOrdinalDate(departure.startDate)}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-6 grid items-end gap-x-6 gap-y-1 md:grid-cols-[1fr_1fr_auto]">
        <input type="hidden" name="intent" value="add-departure" />
        <input type="hidden" name="id" value={retreat.id} />
        <Field id="departure-start" name="startDate" type="date" label={RETREAT_FIELDS.startDate.label} required />
        <Field
          id="departure-places"
          name="places"
          type="number"
          min={1}
          max={500}
          label={RETREAT_FIELDS.places.label}
          hint={RETREAT_FIELDS.places.hint}
          required
        />
        <div className="pb-6">
          <button type="submit" className={buttonClass('primary')}>
            Add Departure
          </button>
        </div>
      </Form>
    </section>
  );
}
