// The weekday row of a month table, Sunday first as monthGrid() lays out its weeks: a letter to see,
// the day's name for screen readers.
const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

export function WeekdayHead() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map(([letter, name]) => (
          <th key={name} scope="col" className="py-1 text-xs font-semibold text-muted">
            <abbr title={name} className="no-underline">
              {letter}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
