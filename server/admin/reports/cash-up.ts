import { type CashUpLine, cashUpLines, type CashUpView, NOT_RECORDED } from '#app/lib/admin/money-view.ts';
import { addDays } from '#app/lib/dates.ts';
import type { Database } from '../../db/client.ts';
import { zonedInstant } from '../../zoned-time.ts';
import { type MoneyMovement, moneyMovements } from './money-movements.ts';

// A day's till on the estate's clock: what came in by each method, what went back, and the net. For one
// staff member it is what they took at the desk and gave back by hand (online money passes no one's till).

const lineOf = (movement: MoneyMovement): CashUpLine => (movement.kind === 'payment' ? movement.method : movement.kind);

const byHand = (movement: MoneyMovement) => movement.kind === 'given-back' || (movement.kind === 'payment' && movement.method !== 'online');

function takenBy(staff: string, movement: MoneyMovement): boolean {
  if (!byHand(movement)) return false;
  return staff === NOT_RECORDED ? movement.staff === null : movement.staff === staff;
}

export async function cashUp(db: Database, day: string, timeZone: string, staff: string | null = null): Promise<CashUpView> {
  const movements = await moneyMovements(db, { start: zonedInstant(day, 0, timeZone), end: zonedInstant(addDays(day, 1), 0, timeZone) });
  const desk = movements.filter(byHand);
  const counted = staff ? movements.filter((movement) => takenBy(staff, movement)) : movements;
  const rows = cashUpLines.map((line) => {
    const mine = counted.filter((movement) => lineOf(movement) === line);
    return { line, count: mine.length, paise: mine.reduce((total, movement) => total + movement.amountPaise, 0) };
  });
  return {
    day,
    staff,
    rows,
    netPaise: rows.reduce((total, row) => total + row.paise, 0),
    staffOnDay: [...new Set(desk.flatMap((movement) => (movement.staff ? [movement.staff] : [])))].sort(),
    notRecordedOnDay: desk.some((movement) => movement.staff === null),
  };
}
