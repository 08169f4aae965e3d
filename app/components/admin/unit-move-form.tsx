import { Form } from 'react-router';
import type { RoomBookingLine, UnitChoice } from '#app/lib/admin/rooms-view.ts';
import { buttonClass } from './buttons.ts';

// The owner moves a guest from one unit to another on the night panel: one small form per unit the
// guest sleeps in. The server refuses a unit taken or closed on any of the guest's nights, naming them.

export const MOVE_UNIT_INTENT = 'move-unit';

function MoveForm({ line, unit, choices }: { line: RoomBookingLine; unit: UnitChoice; choices: UnitChoice[] }) {
  const others = choices.filter((choice) => choice.id !== unit.id);
  const selectId = `move-${line.holdId}-${unit.id}`;
  if (others.length === 0) return null;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={MOVE_UNIT_INTENT} />
      <input type="hidden" name="holdId" value={line.holdId} />
      <input type="hidden" name="fromUnitId" value={unit.id} />
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-forest-900">
          Move {line.customerName} from {unit.name} to
        </label>
        <select id={selectId} name="toUnitId" className="mt-1 block min-h-11 rounded-lg border border-sand-300 bg-white px-3 text-sm">
          {others.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Move
      </button>
    </Form>
  );
}

/** Every guest of the night in each of their units, with where else they could go. */
export function UnitMoveForms({ lines, unitChoices }: { lines: RoomBookingLine[]; unitChoices: Record<string, UnitChoice[]> }) {
  const moves = lines.flatMap((line) => line.units.map((unit) => ({ line, unit })));
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="unit-moves-title" className="border-t border-sand-200 px-5 py-4 sm:px-6">
      <h3 id="unit-moves-title" className="text-lg font-semibold text-forest-900">
        Move a guest to another unit
      </h3>
      <p className="mt-1 text-sm text-muted">The guest moves for every night of the stay they spend in that unit.</p>
      <ul className="mt-3 space-y-3">
        {moves.map(({ line, unit }) => (
          <li key={`${line.holdId}-${unit.id}`}>
            <MoveForm line={line} unit={unit} choices={unitChoices[line.typeId] ?? []} />
          </li>
        ))}
      </ul>
    </section>
  );
}
