import { type FormEvent, useState } from 'react';
import { Form } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { definitionFromText, type FormDefinition, QUESTIONNAIRE_LIMITS } from '#app/lib/questionnaire.ts';
import { definitionOf, type Draft, draftOf, type DraftQuestion, moved, newQuestion, newSection } from '#app/lib/questionnaire-draft.ts';
import type { AuditEntryView } from './audit-list.tsx';
import { buttonClass } from './buttons.ts';
import { QuestionEditor } from './questionnaire-question.tsx';
import { FormActions, RecordHistory, RecordIntent } from './record-form.tsx';

// The owner's questionnaire builder: title and introduction, sections of questions to add, move and
// remove. The draft lives in the browser and is sent as one JSON field, which the server checks with the
// definition's schema whatever the browser did; the same check runs here first, to say at once what is
// missing. Without JavaScript the form still sends the stored definition, so a save changes nothing.

const emptyQuestion: DraftQuestion = {
  id: 'q-1',
  kind: 'short-text',
  label: '',
  help: '',
  required: false,
  options: '',
  min: '',
  max: '',
  text: '',
};
const emptySection = { id: 's-1', title: '', questions: [] };

export interface QuestionnaireFormRecord {
  id: string;
  definition: FormDefinition;
  active: boolean;
}

export function QuestionnaireBuilder({
  record,
  history,
  problem,
}: {
  record: QuestionnaireFormRecord | null;
  history: AuditEntryView[];
  /** What the server refused the last save for. */
  problem: string | null;
}) {
  const [draft, setDraft] = useState<Draft>(() => {
    const start = draftOf(record?.definition ?? null);
    // Fixed ids for a new form's first section and question: the server's rendering and the browser's agree.
    return start.sections.length > 0 ? start : { ...start, sections: [{ ...emptySection, questions: [{ ...emptyQuestion }] }] };
  });
  const [ownProblem, setOwnProblem] = useState<string | null>(null);
  const saving = useSaving();
  const definition = JSON.stringify(definitionOf(draft));
  const shownProblem = ownProblem ?? problem;
  const noun = 'Questionnaire';

  const setSection = (index: number, change: (section: Draft['sections'][number]) => Draft['sections'][number]) =>
    setDraft((current) => ({ ...current, sections: current.sections.map((section, at) => (at === index ? change(section) : section)) }));
  const setQuestions = (index: number, change: (questions: DraftQuestion[]) => DraftQuestion[]) =>
    setSection(index, (section) => ({ ...section, questions: change(section.questions) }));

  function check(event: FormEvent<HTMLFormElement>) {
    const result = definitionFromText(definition);
    if ('problem' in result) {
      event.preventDefault();
      setOwnProblem(result.problem);
    } else setOwnProblem(null);
  }

  return (
    <section aria-labelledby="questionnaire-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="questionnaire-form-title" className="text-2xl font-semibold text-forest-900">
        {record ? `Edit ${noun}` : `Create New ${noun}`}
      </h2>
      <Form method="post" onSubmit={check} className="mt-6 space-y-6" preventScrollReset>
        <RecordIntent recordId={record?.id} />
        <input type="hidden" name="definition" value={definition} />
        <div className="empty:hidden">{shownProblem ? <Banner tone="error">{shownProblem}</Banner> : null}</div>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field
            id="questionnaire-title"
            label="Title"
            maxLength={QUESTIONNAIRE_LIMITS.title}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            wide
          />
          <TextArea
            id="questionnaire-intro"
            label="Introduction (optional)"
            hint="What guests read before the questions: why you ask, and who reads the answers."
            rows={3}
            value={draft.intro}
            onChange={(event) => setDraft({ ...draft, intro: event.target.value })}
            wide
          />
          <label className="flex min-h-11 items-center gap-2 pb-4 text-sm font-semibold text-forest-900">
            <input type="checkbox" name="active" defaultChecked={record?.active ?? true} className="size-5" />
            Asked of guests
          </label>
        </div>
        {draft.sections.map((section, index) => {
          const name = `Section ${index + 1}`;
          return (
            <fieldset key={section.id} className="space-y-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 sm:p-5">
              <legend className="sr-only">{name}</legend>
              <div className="flex flex-wrap items-end gap-3">
                <div className="min-w-60 flex-1">
                  <Field
                    id={`section-${section.id}-title`}
                    label={`${name} title`}
                    value={section.title}
                    onChange={(event) => setSection(index, (current) => ({ ...current, title: event.target.value }))}
                  />
                </div>
                <div className="flex gap-2 pb-6">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={index === 0}
                    onClick={() => setDraft({ ...draft, sections: moved(draft.sections, index, -1) })}
                    aria-label={`Move ${name} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={index === draft.sections.length - 1}
                    onClick={() => setDraft({ ...draft, sections: moved(draft.sections, index, 1) })}
                    aria-label={`Move ${name} down`}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, at) => at !== index) })}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
              {section.questions.map((question, at) => (
                <QuestionEditor
                  key={question.id}
                  question={question}
                  place={`${name}, question ${at + 1}`}
                  first={at === 0}
                  last={at === section.questions.length - 1}
                  onChange={(changed) => setQuestions(index, (questions) => questions.map((item, i) => (i === at ? changed : item)))}
                  onMove={(by) => setQuestions(index, (questions) => moved(questions, at, by))}
                  onRemove={() => setQuestions(index, (questions) => questions.filter((_, i) => i !== at))}
                />
              ))}
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setQuestions(index, (questions) => [...questions, newQuestion(draft)])}
              >
                {`Add a question to ${name}`}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setDraft({ ...draft, sections: [...draft.sections, newSection(draft)] })}
        >
          Add a section
        </button>
        <FormActions
          busy={saving}
          submitLabel={record ? `Update ${noun}` : `Create ${noun}`}
          cancelHref="/admin/questionnaires"
          className="flex flex-wrap gap-3 border-t border-sand-200 pt-6"
          preventScrollReset
        />
      </Form>
      {record ? <RecordHistory entries={history} className="mt-8 border-t border-sand-200 pt-6" /> : null}
    </section>
  );
}
