import { Window } from 'happy-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, questionsOf, withConsentVersions } from '#app/lib/questionnaire.ts';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { answerField, QuestionnaireForm } from './questionnaire-form.tsx';

// The guest's form has a control for every kind of question, each named as the server reads it, with its
// hint and its message tied to it; a draft can be saved without the required answers.

const form = withConsentVersions(null, formDefinitionSchema.parse(everyKindForm()));

function render(errors: Record<string, string> = {}, status: 'missing' | 'draft' | 'complete' = 'draft') {
  const html = renderToStaticMarkup(
    <QuestionnaireForm
      questionnaireId="00000000-0000-4000-8000-000000000001"
      form={form}
      status={status}
      keep={false}
      answers={{ 'q-name': 'Asha', 'q-pregnant': false, 'q-report': { ref: 'f1', name: 'report.pdf', type: 'application/pdf', size: 10 } }}
      errors={errors}
      closed={false}
    />,
  );
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document;
}

describe('the guest’s questionnaire form', () => {
  it('asks every question with a control of its kind, its hint and message tied to it', () => {
    const document = render({ 'q-diet': 'Diet: please choose one of the options given.' });
    for (const question of questionsOf(form))
      expect(document.querySelector(`[name="${answerField(question.id)}"]`), question.id).not.toBeNull();
    expect(document.querySelector('form')!.getAttribute('enctype')).toBe('multipart/form-data');
    expect(document.querySelector(`[name="a.q-name"]`)!.getAttribute('value')).toBe('Asha');
    expect(document.querySelector(`[name="a.q-pregnant"][value="no"]`)!.hasAttribute('checked')).toBe(true);
    expect(document.body.textContent).toContain('Attached: report.pdf.');
    const diet = document.querySelector('fieldset[aria-invalid="true"]')!;
    const described = diet.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain('please choose one of the options');
    const consent = document.querySelector(`[name="a.q-consent"]`)!;
    const consentText = document.getElementById(consent.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(consentText.textContent).toContain('I agree to the processing');
    expect(document.querySelectorAll('fieldset > legend')[0]!.textContent).toBe('Your health');
  });

  it('saves a draft without the browser asking for the required answers, and offers no draft once sent', () => {
    expect(render().querySelector('button[value="save"]')!.hasAttribute('formnovalidate')).toBe(true);
    expect(render({}, 'complete').querySelector('button[value="save"]')).toBeNull();
  });
});
