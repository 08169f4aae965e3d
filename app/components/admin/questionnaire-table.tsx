import { QUESTIONNAIRE_MESSAGES } from '#app/lib/questionnaire-messages.ts';
import { type QuestionnaireUseRow, termsOfUse } from './questionnaire-uses.tsx';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

export interface QuestionnaireRow {
  id: string;
  title: string;
  questionCount: number;
  version: number;
  active: boolean;
  uses: QuestionnaireUseRow[];
}

/** 'Questionnaires (count)', newest first, with what each is asked for. */
export function QuestionnaireTable({ questionnaires }: { questionnaires: QuestionnaireRow[] }) {
  return (
    <RecordList
      titleId="questionnaires-title"
      title={`Questionnaires (${questionnaires.length})`}
      empty={questionnaires.length === 0 ? 'No questionnaires yet. Create one to get started!' : null}
      className="mb-8"
      columns={['Questionnaire', 'Questions', 'Version', 'Asked for', 'Actions']}
      minWidth="min-w-[48rem]"
    >
      {questionnaires.map((questionnaire) => (
        <tr key={questionnaire.id}>
          <td className={cell}>
            <span className="font-semibold text-forest-900">{questionnaire.title}</span>
            <span className="block text-sm text-muted">{questionnaire.active ? 'Asked of guests' : 'Not asked (inactive)'}</span>
          </td>
          <td className={cell}>{questionnaire.questionCount}</td>
          <td className={cell}>{questionnaire.version}</td>
          <td className={cell}>
            {questionnaire.uses.length === 0
              ? 'Nothing yet'
              : questionnaire.uses.map((use) => (
                  <span key={use.id} className="block">
                    {use.name} <span className="text-sm text-muted">({termsOfUse(use)})</span>
                  </span>
                ))}
          </td>
          <td className={cell}>
            <RowActions id={questionnaire.id} name={questionnaire.title} question={QUESTIONNAIRE_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
