import { Form } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import type { DayMovements } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { buttonClass } from './buttons.ts';
import { MovementList } from './room-booking-lines.tsx';

/** Who arrives and who leaves on a day (today unless another is chosen): a GET form, no JavaScript needed. */
export function RoomMovements({ movements, from }: { movements: DayMovements; from: string }) {
  return (
    <section aria-labelledby="movements-title" className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-end justify-between gap-x-6 px-5 pt-5 sm:px-6">
        <h2 id="movements-title" className="mb-6 text-xl font-semibold text-forest-900">
          Arrivals and departures on {formatDayMonthYear(movements.day)}
        </h2>
        <Form method="get" action="/admin/rooms" className="flex flex-wrap items-start gap-3" preventScrollReset>
          <input type="hidden" name="from" value={from} />
          <Field label="Day" id="movements-day" type="date" name="day" defaultValue={movements.day} key={movements.day} required />
          <button type="submit" className={`${buttonClass('secondary')} mt-7`}>
            Show
          </button>
        </Form>
      </div>
      <MovementList kind="arrivals" lines={movements.arrivals} id="arrivals-title" headingClassName="px-5 pt-2 sm:px-6" />
      <div className="pb-2">
        <MovementList kind="departures" lines={movements.departures} id="departures-title" headingClassName="px-5 pt-6 sm:px-6" />
      </div>
    </section>
  );
}
