import { Form } from 'react-router';
import type { RoomTypeView, UnitView } from '#app/lib/admin/rooms-view.ts';
import { buttonClass } from './buttons.ts';

// Each type's units by name, for the owner to rename ("Garden Room 3" → "Tulsi"). How many a type has is
// its "Rooms" figure on the type's form: more adds units, fewer takes the last free ones out of use.

function UnitRename({ unit }: { unit: UnitView }) {
  const inputId = `unit-${unit.id}`;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="rename-unit" />
      <input type="hidden" name="unitId" value={unit.id} />
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-forest-900">
          {`Name of ${unit.name}`}
          {unit.active ? null : <span className="font-normal text-muted"> (not in use)</span>}
        </label>
        <input
          id={inputId}
          name="name"
          defaultValue={unit.name}
          required
          maxLength={60}
          className="mt-1 block min-h-11 w-56 rounded-lg border border-sand-300 bg-white px-3 text-sm"
        />
      </div>
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Rename
      </button>
    </Form>
  );
}

/** The units of every type, each type folded until opened. */
export function RoomUnitsSection({ types, units }: { types: RoomTypeView[]; units: Record<string, UnitView[]> }) {
  return (
    <section aria-labelledby="room-units-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="room-units-title" className="text-xl font-semibold text-forest-900">
        Units
      </h2>
      <p className="mt-1 text-sm text-muted">
        Each room by name. Guests are given the first free unit when they book; move them on a night of the grid.
      </p>
      <div className="mt-4 space-y-3">
        {types.map((type) => (
          <details key={type.id} className="rounded-lg ring-1 ring-sand-200">
            <summary className="cursor-pointer px-4 py-3 font-semibold text-forest-900">
              {type.name} ({type.roomCount} in use)
            </summary>
            <ul className="space-y-3 px-4 pb-4">
              {(units[type.id] ?? []).map((unit) => (
                <li key={unit.id}>
                  <UnitRename unit={unit} />
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
