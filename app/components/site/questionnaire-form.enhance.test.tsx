// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema, withConsentVersions } from '#app/lib/questionnaire.ts';
import { $, mount, settle, stubFetch, textOf, type } from '#tests/support/enhance-dom.tsx';
import { everyKindForm } from '#tests/support/questionnaires.ts';
import { AUTOSAVE_MESSAGES, questionnaireFormMarkup as markup } from './questionnaire-form.contract.ts';
import { enhanceQuestionnaireForms } from './questionnaire-form.enhance.ts';
import { QuestionnaireForm } from './questionnaire-form.tsx';

// The guest's form saves itself as a draft a moment after an answer changes, files aside, and says
// whether it was kept; a sent form is not saved as a draft behind the guest's back.

const form = withConsentVersions(null, formDefinitionSchema.parse(everyKindForm()));

function render(status: 'draft' | 'complete' = 'draft') {
  mount(
    <QuestionnaireForm
      questionnaireId="00000000-0000-4000-8000-000000000001"
      form={form}
      status={status}
      keep={false}
      answers={{}}
      errors={{}}
      closed={false}
    />,
  );
  enhanceQuestionnaireForms();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving a questionnaire as the guest goes', () => {
  it('posts one draft after the changes settle, without files, and says it was saved', async () => {
    const sent = stubFetch(() => new Response('', { status: 200 }));
    render();
    type($<HTMLInputElement>('[name="a.q-name"]'), 'Asha');
    type($<HTMLInputElement>('[name="a.q-weight"]'), '61');
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toMatchObject({ intent: 'save', 'a.q-name': 'Asha', 'a.q-weight': '61' });
    expect(sent[0]!.body).not.toHaveProperty('a.q-report');
    expect(textOf($(markup.status.selector))).toBe(AUTOSAVE_MESSAGES.saved);
  });

  it('says when a draft was refused, and leaves a sent form alone', async () => {
    const sent = stubFetch(() => new Response('', { status: 400 }));
    render();
    type($<HTMLInputElement>('[name="a.q-weight"]'), '9000');
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await settle();
    expect(textOf($(markup.status.selector))).toBe(AUTOSAVE_MESSAGES.failed);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render('complete');
    type($<HTMLInputElement>('[name="a.q-name"]'), 'Asha');
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});
