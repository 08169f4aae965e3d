import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import type { QuestionnaireFillTime, QuestionnaireServes } from '#app/lib/enums.ts';
import { definitionFromText, type FormDefinition, questionsOf, withConsentVersions } from '#app/lib/questionnaire.ts';
import { QUESTIONNAIRE_MESSAGES as M } from '#app/lib/questionnaire-messages.ts';
import { type QuestionnaireInput, targetValueOf, type UseInput, type UseTarget } from '#app/lib/schemas/admin/questionnaire.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents, classes, learningProgrammes, questionnaires, questionnaireUses, retreats } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// The owner's questionnaires at /admin/questionnaires: each saved definition is checked by the one schema
// (app/lib/questionnaire.ts), its consent questions versioned by their text, and its own version counted
// up, so answers can later say which wording they answered. Uses attach a questionnaire to what it serves.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** How a use for every stay is named, in the picker and in the lists. */
const EVERY_STAY = 'Every stay';

/** One use as the screen lists it: what it serves, by name. */
export interface QuestionnaireUseView {
  id: string;
  serves: QuestionnaireServes;
  recordId: string | null;
  name: string;
  required: boolean;
  fillAt: QuestionnaireFillTime;
}

/** A questionnaire as the screen lists and edits it. */
export interface QuestionnaireView {
  id: string;
  title: string;
  definition: FormDefinition;
  version: number;
  active: boolean;
  questionCount: number;
  updatedAt: string;
  uses: QuestionnaireUseView[];
}

/** What a use may serve, by name, for the screen's picker. */
export interface UseTargetChoice {
  value: string;
  label: string;
  group: string;
}

/** What the history keeps of a save: the facts the owner reads, not the whole definition each time. */
function audited(row: typeof questionnaires.$inferSelect) {
  return {
    title: row.title,
    active: row.active,
    version: row.version,
    sections: row.definition.sections.length,
    questions: questionsOf(row.definition).length,
  };
}

/** The definition the builder sent, or a 400 saying what is wrong with it and where. */
function checkedDefinition(input: QuestionnaireInput): FormDefinition {
  const result = definitionFromText(input.definition);
  if ('problem' in result) throw new Refusal(result.problem, 400);
  return result.definition;
}

export async function createQuestionnaire(db: Database, actor: Actor, input: QuestionnaireInput): Promise<string> {
  const definition = withConsentVersions(null, checkedDefinition(input));
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(questionnaires).values({ title: definition.title, definition, active: input.active }).returning();
    if (!row) throw new Error('the questionnaire was not stored');
    await recordAudit(tx, { actor, entity: 'questionnaire', entityId: row.id, action: 'create', before: null, after: audited(row) });
    return row.id;
  });
}

/** Saves a new definition over the one stored (its version one more); false when there is no such questionnaire. */
export async function updateQuestionnaire(db: Database, actor: Actor, id: string, input: QuestionnaireInput): Promise<boolean> {
  const next = checkedDefinition(input);
  return db.transaction(async (tx) => {
    // Locked, so that two saves at once each count their version and compare consent texts with the other's.
    const [before] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    if (!before) return false;
    const definition = withConsentVersions(before.definition, next);
    const [after] = await tx
      .update(questionnaires)
      .set({
        title: definition.title,
        definition,
        active: input.active,
        version: sql`${questionnaires.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(questionnaires.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: 'questionnaire',
      entityId: id,
      action: 'update',
      before: audited(before),
      after: audited(after!),
    });
    return true;
  });
}

export async function removeQuestionnaire(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(questionnaires).where(eq(questionnaires.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, { actor, entity: 'questionnaire', entityId: id, action: 'delete', before: audited(row), after: null });
    return true;
  });
}

/** The use's columns: the one of its kind holds the record's id. */
function targetColumns(target: UseTarget) {
  const id = target.recordId;
  return {
    serves: target.serves,
    retreatId: target.serves === 'retreat' ? id : null,
    programmeId: target.serves === 'training' ? id : null,
    classId: target.serves === 'class' ? id : null,
    eventId: target.serves === 'event' ? id : null,
  };
}

async function targetExists(db: Database, target: UseTarget): Promise<boolean> {
  const id = target.recordId;
  if (!id) return target.serves === 'stays';
  const table = { retreat: retreats, training: learningProgrammes, class: classes, event: calendarEvents, stays: null }[target.serves];
  if (!table) return false;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Attaches questionnaire `id` to what `input` names; false when there is no such questionnaire. */
export async function attachQuestionnaire(db: Database, actor: Actor, id: string, input: UseInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [questionnaire] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    if (!questionnaire) return false;
    if (!(await targetExists(tx, input.target))) throw new Refusal(M.useNotFound, 404);
    const [use] = await tx
      .insert(questionnaireUses)
      .values({ questionnaireId: id, ...targetColumns(input.target), required: input.required, fillAt: input.fillAt })
      .onConflictDoNothing()
      .returning();
    if (!use) throw new Refusal(M.alreadyAttached, 409);
    const after = {
      use: `${use.serves}${input.target.recordId ? ` ${input.target.recordId}` : ''}`,
      required: use.required,
      fillAt: use.fillAt,
    };
    await recordAudit(tx, { actor, entity: 'questionnaire', entityId: id, action: 'update', before: { use: null }, after });
    return true;
  });
}

/** Removes one use; false when there is none with this id. */
export async function detachQuestionnaire(db: Database, actor: Actor, useId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [use] = await tx.delete(questionnaireUses).where(eq(questionnaireUses.id, useId)).returning();
    if (!use) return false;
    const recordId = use.retreatId ?? use.programmeId ?? use.classId ?? use.eventId;
    const before = { use: `${use.serves}${recordId ? ` ${recordId}` : ''}` };
    await recordAudit(tx, {
      actor,
      entity: 'questionnaire',
      entityId: use.questionnaireId,
      action: 'update',
      before,
      after: { use: null },
    });
    return true;
  });
}

/** Every questionnaire, newest first, with what each is asked for. */
export async function listQuestionnaires(db: Database): Promise<QuestionnaireView[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(questionnaires).orderBy(desc(questionnaires.createdAt), asc(questionnaires.id)),
    db
      .select({
        use: questionnaireUses,
        retreat: retreats.title,
        programme: learningProgrammes.title,
        className: classes.title,
        event: calendarEvents.title,
        eventDate: calendarEvents.eventDate,
      })
      .from(questionnaireUses)
      .leftJoin(retreats, eq(retreats.id, questionnaireUses.retreatId))
      .leftJoin(learningProgrammes, eq(learningProgrammes.id, questionnaireUses.programmeId))
      .leftJoin(classes, eq(classes.id, questionnaireUses.classId))
      .leftJoin(calendarEvents, eq(calendarEvents.id, questionnaireUses.eventId))
      .orderBy(asc(questionnaireUses.createdAt)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    definition: row.definition,
    version: row.version,
    active: row.active,
    questionCount: questionsOf(row.definition).length,
    updatedAt: row.updatedAt.toISOString(),
    uses: uses
      .filter(({ use }) => use.questionnaireId === row.id)
      .map(({ use, retreat, programme, className, event, eventDate }) => ({
        id: use.id,
        serves: use.serves,
        recordId: use.retreatId ?? use.programmeId ?? use.classId ?? use.eventId,
        name: useName(use.serves, { retreat, programme, className, event: event && `${event} (${eventDate})` }),
        required: use.required,
        fillAt: use.fillAt,
      })),
  }));
}

function useName(serves: QuestionnaireServes, names: Record<'retreat' | 'programme' | 'className' | 'event', string | null>): string {
  switch (serves) {
    case 'stays':
      return EVERY_STAY;
    case 'retreat':
      return `Retreat: ${names.retreat ?? ''}`;
    case 'training':
      return `Training: ${names.programme ?? ''}`;
    case 'class':
      return `Class: ${names.className ?? ''}`;
    case 'event':
      return `Event: ${names.event ?? ''}`;
  }
}

export async function findQuestionnaire(db: Database, id: string): Promise<QuestionnaireView | null> {
  return (await listQuestionnaires(db)).find((row) => row.id === id) ?? null;
}

/** How many coming one-off events the picker offers: the nearest ones. */
const EVENT_CHOICES = 100;

/** What a questionnaire may be attached to: every stay, each retreat, programme and class, and the coming one-off events. */
export async function listUseTargets(db: Database): Promise<UseTargetChoice[]> {
  const today = todayIn(config().TIME_ZONE);
  const [retreatRows, programmeRows, classRows, eventRows] = await Promise.all([
    db.select({ id: retreats.id, title: retreats.title }).from(retreats).orderBy(asc(retreats.sortOrder), asc(retreats.title)),
    db
      .select({ id: learningProgrammes.id, title: learningProgrammes.title })
      .from(learningProgrammes)
      .orderBy(asc(learningProgrammes.sortOrder), asc(learningProgrammes.title)),
    db.select({ id: classes.id, title: classes.title }).from(classes).orderBy(asc(classes.title)),
    db
      .select({ id: calendarEvents.id, title: calendarEvents.title, date: calendarEvents.eventDate })
      .from(calendarEvents)
      .where(and(isNull(calendarEvents.classId), isNull(calendarEvents.cancelledAt), gte(calendarEvents.eventDate, today)))
      .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.title))
      .limit(EVENT_CHOICES),
  ]);
  return [
    { value: targetValueOf({ serves: 'stays', recordId: null }), label: EVERY_STAY, group: 'Stays' },
    ...retreatRows.map((row) => ({ value: targetValueOf({ serves: 'retreat', recordId: row.id }), label: row.title, group: 'Retreats' })),
    ...programmeRows.map((row) => ({
      value: targetValueOf({ serves: 'training', recordId: row.id }),
      label: row.title,
      group: 'Trainings',
    })),
    ...classRows.map((row) => ({
      value: targetValueOf({ serves: 'class', recordId: row.id }),
      label: row.title,
      group: 'Classes (every date)',
    })),
    ...eventRows.map((row) => ({
      value: targetValueOf({ serves: 'event', recordId: row.id }),
      label: `${row.title} (${row.date})`,
      group: 'Events',
    })),
  ];
}
