import { Field, FieldMessages, TextArea } from '#app/components/ui/field.tsx';
import { fieldErrorId } from '#app/components/ui/reply-templates.contract.ts';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { type FormDefinition, type Question, QUESTIONNAIRE_LIMITS } from '#app/lib/questionnaire.ts';
import type { AnswerValue } from '#app/lib/questionnaire-answers.ts';
import { questionnaireFormMarkup as markup } from './questionnaire-form.contract.ts';

// One questionnaire as the guest fills it: its sections as fieldsets, each question as the control of its
// kind, every hint and message tied to its control. A plain form post (multipart, for files) that works
// without JavaScript: "Save and continue later" keeps a draft without asking for what is required yet,
// "Send answers" checks the whole form. The field names (answer field of a question: `a.<id>`) are the
// server's too.

export const answerField = (questionId: string) => `a.${questionId}`;

/** What a field shows: the stored answer, or what the guest just sent when it was refused. */
export type ShownAnswers = Record<string, AnswerValue | string[] | undefined>;

export interface QuestionnaireFormProps {
  questionnaireId: string;
  form: FormDefinition;
  status: 'missing' | 'draft' | 'complete';
  keep: boolean;
  answers: ShownAnswers;
  errors: Record<string, string>;
  /** The booking is over or cancelled: the answers are shown, not editable. */
  closed: boolean;
}

const choiceClass = 'flex min-h-11 items-start gap-3 py-1';
const boxClass = 'mt-1 h-5 w-5 shrink-0 accent-forest-800';
const legendClass = 'text-sm font-semibold tracking-wide text-forest-900';

const asText = (value: AnswerValue | string[] | undefined) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const asList = (value: AnswerValue | string[] | undefined) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
const asYesNo = (value: AnswerValue | string[] | undefined) =>
  value === true || value === 'yes' ? 'yes' : value === false || value === 'no' ? 'no' : '';

function describedBy(id: string, question: Question, extra: string[] = []) {
  return [question.help ? `${id}-hint` : '', ...extra, fieldErrorId(id)].filter(Boolean).join(' ');
}

/** A group of radios or boxes: the question is the legend, each option its own label. */
function ChoiceGroup({
  id,
  question,
  type,
  options,
  chosen,
  error,
  disabled,
}: {
  id: string;
  question: Question;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  chosen: string[];
  error: string | undefined;
  disabled: boolean;
}) {
  return (
    <fieldset id={id} aria-describedby={describedBy(id, question)} aria-invalid={error ? true : undefined}>
      <legend className={legendClass}>
        {question.label}
        {question.required ? <span className="text-clay-700"> (required)</span> : null}
      </legend>
      <div className="mt-1.5">
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type={type}
              name={answerField(question.id)}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              required={type === 'radio' && question.required}
              disabled={disabled}
              className={boxClass}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={question.help} errors={error ? [error] : undefined} />
    </fieldset>
  );
}

function QuestionField({
  formId,
  question,
  value,
  error,
  disabled,
}: {
  formId: string;
  question: Question;
  value: AnswerValue | string[] | undefined;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = `${formId}-${question.id}`;
  const name = answerField(question.id);
  const errors = error ? [error] : undefined;
  const label = question.required ? `${question.label} (required)` : question.label;
  const common = { id, name, label, hint: question.help, errors, disabled, required: question.required };
  switch (question.kind) {
    case 'short-text':
      return <Field {...common} type="text" defaultValue={asText(value)} maxLength={QUESTIONNAIRE_LIMITS.shortAnswer} />;
    case 'long-text':
      return <TextArea {...common} defaultValue={asText(value)} maxLength={QUESTIONNAIRE_LIMITS.longAnswer} />;
    case 'date':
      return <Field {...common} type="date" defaultValue={asText(value)} />;
    case 'number':
      return (
        <Field
          {...common}
          type="number"
          inputMode="decimal"
          step="any"
          min={question.min}
          max={question.max}
          defaultValue={asText(value)}
        />
      );
    case 'one-choice':
    case 'several-choices':
      return (
        <ChoiceGroup
          id={id}
          question={question}
          type={question.kind === 'one-choice' ? 'radio' : 'checkbox'}
          options={question.options.map((option) => ({ value: option, label: option }))}
          chosen={asList(value)}
          error={error}
          disabled={disabled}
        />
      );
    case 'yes-no':
      return (
        <ChoiceGroup
          id={id}
          question={question}
          type="radio"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          chosen={[asYesNo(value)]}
          error={error}
          disabled={disabled}
        />
      );
    case 'file': {
      const kept = value && typeof value === 'object' && !Array.isArray(value) ? value : null;
      return (
        <div>
          <label htmlFor={id} className={legendClass}>
            {label}
          </label>
          {kept ? (
            <p id={`${id}-kept`} className="mt-1 text-sm">
              Attached: {kept.name}. Choose another file to replace it.
            </p>
          ) : null}
          <input
            id={id}
            name={name}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            required={question.required && !kept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, question, [kept ? `${id}-kept` : '', `${id}-kinds`])}
            className="mt-1.5 block w-full text-base file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sand-100 file:px-4 file:font-semibold file:text-forest-900"
          />
          <p id={`${id}-kinds`} className="mt-1 text-sm text-muted">
            PDF, JPEG or PNG, at most 10 MB.
          </p>
          <FieldMessages id={id} hint={question.help} errors={errors} />
        </div>
      );
    }
    case 'consent':
      return (
        <div>
          <p id={`${id}-text`} className="rounded-lg bg-sand-100 p-4 text-sm">
            {question.text}
          </p>
          <label className={`${choiceClass} mt-2`}>
            <input
              id={id}
              type="checkbox"
              name={name}
              value="yes"
              defaultChecked={value === true || value === 'yes' || value === 'on'}
              required={question.required}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, question, [`${id}-text`])}
              className={boxClass}
            />
            <span className="font-semibold text-forest-900">{label}</span>
          </label>
          <FieldMessages id={id} hint={question.help} errors={errors} />
        </div>
      );
  }
}

export function QuestionnaireForm({ questionnaireId, form, status, keep, answers, errors, closed }: QuestionnaireFormProps) {
  const formId = `form-${questionnaireId.slice(0, 8)}`;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      aria-labelledby={`${formId}-title`}
      className="space-y-8"
      {...markup.autosave.props(!closed && status !== 'complete')}
    >
      <div>
        <h2 id={`${formId}-title`} className="font-display text-2xl font-semibold text-forest-900">
          {form.title}
        </h2>
        {form.intro ? <p className="mt-2">{form.intro}</p> : null}
      </div>
      <input type="hidden" name="questionnaireId" value={questionnaireId} />
      {form.sections.map((section) => (
        <fieldset key={section.id} className="space-y-5 rounded-2xl p-0">
          <legend className="mb-3 font-display text-xl font-semibold text-forest-900">{section.title}</legend>
          {section.questions.map((question) => (
            <QuestionField
              key={question.id}
              formId={formId}
              question={question}
              value={answers[question.id]}
              error={errors[question.id]}
              disabled={closed}
            />
          ))}
        </fieldset>
      ))}
      <div>
        <label className={choiceClass}>
          <input
            type="checkbox"
            name="keep"
            value="yes"
            defaultChecked={keep}
            disabled={closed}
            aria-describedby={`${formId}-keep-hint`}
            className={boxClass}
          />
          <span className="font-semibold text-forest-900">Keep my answers for future stays</span>
        </label>
        <p id={`${formId}-keep-hint`} className="text-sm text-muted">
          {M.keepHint}
        </p>
      </div>
      {closed ? null : (
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="send"
            className="min-h-11 rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700"
          >
            Send answers
          </button>
          {status === 'complete' ? null : (
            <button
              type="submit"
              name="intent"
              value="save"
              formNoValidate
              className="min-h-11 rounded-full px-6 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-100"
            >
              Save and continue later
            </button>
          )}
          <p role="status" className="basis-full text-sm text-muted" {...markup.status.props()} />
        </div>
      )}
    </form>
  );
}
