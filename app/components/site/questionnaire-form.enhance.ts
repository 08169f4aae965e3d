import { AUTOSAVE_MESSAGES, questionnaireFormMarkup as markup } from './questionnaire-form.contract.ts';

// A guest's questionnaire saved as they go: a moment after an answer changes, the form is posted as
// "Save and continue later" would post it (without its files, which go with a button), and the page says
// whether it was kept. Without JavaScript the buttons do the same; a refused draft is explained by them.

const DELAY_MS = 800;

async function saveDraft(form: HTMLFormElement): Promise<boolean> {
  const body = new FormData(form);
  for (const [name, value] of [...body.entries()]) if (typeof value !== 'string') body.delete(name);
  body.set('intent', 'save');
  try {
    // A saved draft answers with a redirect to the page, which is not needed here.
    const response = await fetch(form.action || window.location.pathname, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      redirect: 'manual',
    });
    return response.ok || response.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

export function enhanceQuestionnaireForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(markup.autosave.selector)) {
    const status = form.querySelector(markup.status.selector);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    // A button's post carries everything: nothing is left to save behind it.
    form.addEventListener('submit', () => clearTimeout(timer));
    form.addEventListener('change', (event) => {
      // A file waits for a button: it may be large, and is checked when sent.
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        say(AUTOSAVE_MESSAGES.saving);
        void saveDraft(form).then((ok) => say(ok ? AUTOSAVE_MESSAGES.saved : AUTOSAVE_MESSAGES.failed));
      }, DELAY_MS);
    });
  }
}
