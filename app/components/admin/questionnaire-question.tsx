import { Field, TextArea } from '#app/components/ui/field.tsx';
import { optionsOf, SelectField } from '#app/components/ui/select-field.tsx';
import { type QuestionKind, questionKindLabels, questionKinds } from '#app/lib/questionnaire.ts';
import type { DraftQuestion } from '#app/lib/questionnaire-draft.ts';
import { buttonClass } from './buttons.ts';

// One question in the builder: its label, kind, help text and required box, and what its kind needs
// (options, a range, a consent text), with buttons to move it and remove it. Every control is named with
// the question's place ('Section 1, question 2'), so each is told apart by ear as by eye.

const kindOptions = optionsOf(questionKinds, (kind) => questionKindLabels[kind]);

export function QuestionEditor({
  question,
  place,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  /** 'Section 1, question 2'. */
  place: string;
  first: boolean;
  last: boolean;
  onChange: (question: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `question-${question.id}`;
  const set = (change: Partial<DraftQuestion>) => onChange({ ...question, ...change });
  return (
    <fieldset className="rounded-xl border border-sand-300 p-4">
      <legend className="px-1 text-sm font-semibold text-forest-900">{place}</legend>
      <div className="grid gap-x-4 md:grid-cols-2">
        <Field
          id={`${id}-label`}
          label={`${place}: label`}
          value={question.label}
          onChange={(event) => set({ label: event.target.value })}
        />
        <SelectField
          id={`${id}-kind`}
          label={`${place}: kind`}
          options={kindOptions}
          value={question.kind}
          onChange={(event) => set({ kind: event.target.value as QuestionKind })}
          className="pb-6"
        />
        <Field
          id={`${id}-help`}
          label={`${place}: help text (optional)`}
          value={question.help}
          onChange={(event) => set({ help: event.target.value })}
          wide
        />
        {question.kind === 'one-choice' || question.kind === 'several-choices' ? (
          <TextArea
            id={`${id}-options`}
            label={`${place}: options`}
            hint="One a line, at least two."
            rows={4}
            value={question.options}
            onChange={(event) => set({ options: event.target.value })}
            wide
          />
        ) : null}
        {question.kind === 'number' ? (
          <>
            <Field
              id={`${id}-min`}
              label={`${place}: lowest (optional)`}
              inputMode="decimal"
              value={question.min}
              onChange={(event) => set({ min: event.target.value })}
            />
            <Field
              id={`${id}-max`}
              label={`${place}: highest (optional)`}
              inputMode="decimal"
              value={question.max}
              onChange={(event) => set({ max: event.target.value })}
            />
          </>
        ) : null}
        {question.kind === 'consent' ? (
          <TextArea
            id={`${id}-text`}
            label={`${place}: consent text`}
            hint="What the guest agrees to. Changing it later asks guests to agree to the new words."
            rows={4}
            value={question.text}
            onChange={(event) => set({ text: event.target.value })}
            wide
          />
        ) : null}
        {question.kind === 'file' ? <p className="pb-6 text-sm text-muted md:col-span-2">A PDF, JPEG or PNG of at most 10 MB.</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-900">
          <input
            type="checkbox"
            checked={question.required}
            onChange={(event) => set({ required: event.target.checked })}
            className="size-5"
          />
          {`${place}: required`}
        </label>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${place} up`}
        >
          Up
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={`Move ${place} down`}
        >
          Down
        </button>
        <button type="button" className={buttonClass('danger', 'sm')} onClick={onRemove} aria-label={`Remove ${place}`}>
          Remove
        </button>
      </div>
    </fieldset>
  );
}
