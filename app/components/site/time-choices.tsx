// A therapy's free starts as radio pills, the first chosen: the reservation paid at the estate and the
// guest's change of time both post the chosen one as `startsAt`.

export function TimeChoices({ legend, times }: { legend: string; times: readonly { startsAt: string; label: string }[] }) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {times.map((time, index) => (
          <label
            key={time.startsAt}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-forest-900 ring-1 ring-sand-300 has-checked:bg-forest-100 has-checked:ring-forest-800"
          >
            <input type="radio" name="startsAt" value={time.startsAt} required defaultChecked={index === 0} />
            {time.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
