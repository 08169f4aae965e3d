import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import type { BannerMessage } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { can, type Permission, refusedText } from '#app/lib/staff-roles.ts';
import { requireStaffApi, type StaffSession } from '#server/auth/guard.ts';
import { readAdminForm } from '#server/http/body.ts';
import { clearPageCache } from '#server/http/page-cache-clear.ts';
import { logger } from '#server/logger.ts';
import { Refusal } from '#server/refusal.ts';

// Every back-office action, one sequence: the staff member and their role's permission checked (a 403
// in the screen's words otherwise), the form read within its cap, parsed
// by its schema, its record id checked, the work done, and the answer given as the screen's banner. A
// Refusal from the work is shown after "Failed to …: "; anything else is logged and answered 503.

/** What an action that did not happen answers: the red banner, and Conform's reply when a form was parsed. */
export interface AdminFailure {
  banner: BannerMessage;
  result?: SubmissionResult<string[]>;
}

/** A red banner with `text` and the status, for an outcome a screen words itself (e.g. 'already sent'). */
export function adminFailure(text: string, status: number, result?: SubmissionResult<string[]>) {
  const body: AdminFailure = result ? { banner: banner('error', text), result } : { banner: banner('error', text) };
  return data(body, { status });
}

export interface AdminActionContext {
  staff: StaffSession;
  form: FormData;
  /** Conform's reply to the parsed form, to send back with a success (e.g. `{ resetForm: true }`). */
  reply: (options?: { resetForm?: boolean }) => SubmissionResult<string[]>;
}

export interface AdminActionSpec<Value, Answer> {
  /**
   * What the staff member's role must allow (app/lib/staff-roles.ts), or the permission of the form's
   * intent (a delete needs '…:delete', a refund 'booking:refund'); a fixed one is checked before the body is read.
   */
  permission: Permission | ((form: FormData) => Permission);
  /** The form's schema, or the schema for the form's intent (read from the form). */
  schema: z.ZodType<Value> | ((form: FormData) => z.ZodType<Value>);
  /** The banner's text when the action fails: 'Failed to save …', or one for each intent. */
  messages: {
    failed: string | ((form: FormData) => string);
    /** Said after `failed` when the record does not exist (a stale form, a mistyped id). */
    notFound?: string;
  };
  /** The form may carry an image: the whole body within the upload cap. */
  files?: boolean;
  /** Does the work with the parsed form; null when its record does not exist (404). */
  run: (value: Value, context: AdminActionContext) => Promise<Answer | null>;
}

/** Runs one admin action as the spec says; see the top of this file. */
export async function adminAction<Value, Answer>(request: Request, spec: AdminActionSpec<Value, Answer>) {
  const staff = await requireStaffApi(request);
  if (typeof spec.permission === 'string' && !can(staff.role, spec.permission))
    return adminFailure(`${failedText(spec, new FormData())}: ${refusedText}`, 403);
  let form: FormData;
  try {
    form = await readAdminForm(request, { files: spec.files ?? false });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return adminFailure(`${failedText(spec, new FormData())}: ${error.message}`, error.status);
  }
  const failed = failedText(spec, form);
  if (typeof spec.permission === 'function' && !can(staff.role, spec.permission(form)))
    return adminFailure(`${failed}: ${refusedText}`, 403);
  const notFound = spec.messages.notFound ? `${failed}: ${spec.messages.notFound}` : failed;
  const schema = typeof spec.schema === 'function' ? spec.schema(form) : spec.schema;
  const submission = await parseWithZod(form, { schema, async: true });
  if (submission.status !== 'success') return adminFailure(failed, 400, submission.reply());
  const id = (submission.value as { id?: unknown }).id;
  if (typeof id === 'string' && !isRecordId(id)) return adminFailure(notFound, 404, submission.reply());
  try {
    const answer = await spec.run(submission.value, { staff, form, reply: (options) => submission.reply(options) });
    if (!answer) return adminFailure(notFound, 404, submission.reply());
    // A staff save may change any public page (an event, a price, a post, seats): the page cache starts again.
    clearPageCache();
    return answer;
  } catch (error) {
    if (error instanceof Refusal) {
      if (error.fieldErrors) return adminFailure(failed, error.status, submission.reply({ fieldErrors: error.fieldErrors }));
      return adminFailure(`${failed}: ${error.message}`, error.status, submission.reply({ formErrors: [error.message] }));
    }
    logger.error({ err: error, path: new URL(request.url).pathname }, 'admin action failed');
    return adminFailure(failed, 503, submission.reply());
  }
}

function failedText<Value, Answer>(spec: AdminActionSpec<Value, Answer>, form: FormData): string {
  return typeof spec.messages.failed === 'function' ? spec.messages.failed(form) : spec.messages.failed;
}

/** The form's intent when `known` names it, else `otherwise`: a form with none, or a forged one, counts as that one. */
export function intentOf<Intent extends string>(
  form: FormData,
  known: Readonly<Record<Intent, unknown>>,
  otherwise: NoInfer<Intent>,
): Intent {
  const intent = String(form.get('intent'));
  return Object.hasOwn(known, intent) ? (intent as Intent) : otherwise;
}

/** A screen's forms by intent: the schema each one is parsed with, and the banner's text when it fails. */
type IntentForms = Record<string, { schema: z.ZodType; failed: string }>;

/** What the action of a screen with several forms parses: the value of any of them. */
export type IntentValue<Forms extends IntentForms> = { [K in keyof Forms]: z.output<Forms[K]['schema']> }[keyof Forms];

/** adminAction's `schema` and `messages` for a screen with several forms: those of the form's intent, read as intentOf reads it. */
export function byIntent<Forms extends IntentForms>(forms: Forms, otherwise: NoInfer<keyof Forms & string>) {
  const formOf = (form: FormData) => forms[intentOf(form, forms, otherwise)]!;
  return {
    schema: (form: FormData) => formOf(form).schema as z.ZodType<IntentValue<Forms>>,
    messages: { failed: (form: FormData) => formOf(form).failed },
  };
}

type EditableResource =
  'booking' | 'event' | 'class' | 'instructor' | 'blog' | 'room' | 'retreat' | 'promoCode' | 'gallery' | 'learning' | 'questionnaire';

/** The permission of a create/update/delete form by its intent; an unknown intent is read as a create, as the screens' schemas do. */
export function intentPermission(resource: EditableResource, extra: Record<string, Permission> = {}) {
  return (form: FormData): Permission => {
    const intent = String(form.get('intent'));
    if (Object.hasOwn(extra, intent)) return extra[intent]!;
    return `${resource}:${intent === 'delete' || intent === 'update' ? intent : 'create'}`;
  };
}
