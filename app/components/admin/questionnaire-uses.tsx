import { Form } from 'react-router';
import { questionnaireFillTimes } from '#app/lib/enums.ts';
import { fillTimeLabels, USE_FIELDS } from '#app/lib/schemas/admin/questionnaire.ts';
import { buttonClass } from './buttons.ts';

// What the edited questionnaire is asked for: each use with Remove, and a form to attach it to every stay,
// a retreat, a training, a class or an event, required or optional, at checkout or before arrival.

export interface UseTargetOption {
  value: string;
  label: string;
  group: string;
}

export interface QuestionnaireUseRow {
  id: string;
  name: string;
  required: boolean;
  fillAt: keyof typeof fillTimeLabels;
}

/** 'Required, before arrival'. */
export function termsOfUse(use: Pick<QuestionnaireUseRow, 'required' | 'fillAt'>): string {
  return `${use.required ? 'Required' : 'Optional'}, ${fillTimeLabels[use.fillAt].toLowerCase()}`;
}

const selectClass = 'mt-1.5 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2.5 text-base';

export function QuestionnaireUses({
  questionnaireId,
  title,
  uses,
  targets,
}: {
  questionnaireId: string;
  title: string;
  uses: QuestionnaireUseRow[];
  targets: UseTargetOption[];
}) {
  const groups = [...new Set(targets.map((target) => target.group))];
  return (
    <section aria-labelledby="questionnaire-uses-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="questionnaire-uses-title" className="text-2xl font-semibold text-forest-900">
        Asked for
      </h2>
      {uses.length === 0 ? (
        <p className="mt-3 text-muted">Not attached to anything yet: no guest is asked to fill it.</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {uses.map((use) => (
            <li key={use.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold text-forest-900">{use.name}</span>
                <span className="block text-sm text-muted">{termsOfUse(use)}</span>
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="detach" />
                <input type="hidden" name="id" value={use.id} />
                <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={`Stop asking ${title} for ${use.name}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" preventScrollReset className="mt-6 grid items-end gap-x-6 gap-y-4 md:grid-cols-[2fr_1fr_auto_auto]">
        <input type="hidden" name="intent" value="attach" />
        <input type="hidden" name="id" value={questionnaireId} />
        <div>
          <label htmlFor="use-target" className="text-sm font-semibold tracking-wide text-forest-900">
            {USE_FIELDS.target.label}
          </label>
          <select id="use-target" name="target" className={selectClass} required>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {targets
                  .filter((target) => target.group === group)
                  .map((target) => (
                    <option key={target.value} value={target.value}>
                      {target.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="use-fill-at" className="text-sm font-semibold tracking-wide text-forest-900">
            {USE_FIELDS.fillAt.label}
          </label>
          <select id="use-fill-at" name="fillAt" className={selectClass} defaultValue="before-arrival">
            {questionnaireFillTimes.map((time) => (
              <option key={time} value={time}>
                {fillTimeLabels[time]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-900">
          <input type="checkbox" name="required" defaultChecked className="size-5" />
          {USE_FIELDS.required.label}
        </label>
        <button type="submit" className={buttonClass('primary')}>
          Attach
        </button>
      </Form>
    </section>
  );
}
