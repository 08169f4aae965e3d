import { banner, type CatalogActionData } from '#app/lib/admin/banner.ts';
import { EVENT_CANCEL_FAILED, EVENT_CANCEL_MESSAGES, eventCancelSchema } from '#app/lib/admin/event-cancel.ts';
import { EVENT_MESSAGES } from '#app/lib/admin/messages.ts';
import { SERIES_MESSAGES } from '#app/lib/admin/series-messages.ts';
import { eventCreateSchema, eventDeleteSchema, eventUpdateSchema } from '#app/lib/schemas/admin/event-series.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { can } from '#app/lib/staff-roles.ts';
import { storeChosenImage } from '#server/catalog/chosen-image.ts';
import { cancelEventAsEstate } from '#server/catalog/event-cancel.ts';
import { createEventSeries, deleteThisAndLater, updateThisAndLater } from '#server/catalog/event-series.ts';
import { deleteEvent, findEvent, updateEvent } from '#server/catalog/events-admin.ts';
import { db } from '#server/db/index.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { Refusal } from '#server/refusal.ts';
import { siteSettings } from '#server/site.ts';
import { adminAction, intentPermission } from './admin-action.ts';

// The Events screen's action: catalogAction's create, update and delete (./catalog.ts), plus the Repeat
// of a new event and the "this event / this and later events" choice of an event in a series, and the
// estate's cancellation of an event with its bookings (server/catalog/event-cancel.ts).

type EventAction =
  | z.output<typeof eventCreateSchema>
  | z.output<typeof eventUpdateSchema>
  | z.output<typeof eventDeleteSchema>
  | z.output<typeof eventCancelSchema>;

const schemas = { create: eventCreateSchema, update: eventUpdateSchema, delete: eventDeleteSchema, cancel: eventCancelSchema };

function schemaFor(form: FormData): z.ZodType<EventAction> {
  const intent = form.get('intent');
  // An unknown intent fails the create schema's literal: a 400 with 'Failed to save event'.
  return intent === 'update' || intent === 'delete' || intent === 'cancel' ? schemas[intent] : schemas.create;
}

function failedText(form: FormData): string {
  const intent = form.get('intent');
  if (intent === 'cancel') return EVENT_CANCEL_FAILED;
  return intent === 'delete' ? EVENT_MESSAGES.deleteFailed : EVENT_MESSAGES.saveFailed;
}

export function eventsAction(request: Request) {
  return adminAction<EventAction, CatalogActionData>(request, {
    permission: intentPermission('event', { cancel: 'event:cancel' }),
    files: true,
    messages: { failed: failedText },
    schema: schemaFor,
    run: async (value, { staff, form }) => {
      if (value.intent === 'cancel') {
        // Cancelling gives paid guests their money back: a role that may not refund may not do it.
        if (!can(staff.role, 'booking:refund')) throw new Refusal(EVENT_CANCEL_MESSAGES.moneyBackOwnerOnly, 403);
        const outcome = await cancelEventAsEstate(
          db(),
          paymentProvider(),
          staff,
          { eventId: value.id, scope: value.scope, reason: value.reason, giveBack: value.giveBack },
          { timeZone: siteSettings().timeZone },
        );
        const text = EVENT_CANCEL_MESSAGES.cancelled({ ...outcome, events: outcome.events.length });
        return { banner: banner('success', text, { sticky: true }), saved: true };
      }
      if (value.intent === 'delete') {
        const event = await findEvent(db(), value.id);
        if (!event) return null;
        if (value.scope === 'later' && event.seriesId) {
          const outcome = await deleteThisAndLater(db(), staff, value.id);
          if (!outcome) return null;
          const sticky = outcome.kept.length > 0;
          return { banner: banner('success', SERIES_MESSAGES.deleted(outcome.kept), { sticky }), deleted: value.id };
        }
        const deleted = await deleteEvent(db(), staff, value.id);
        return deleted ? { banner: banner('success', EVENT_MESSAGES.deleted), deleted: value.id } : null;
      }
      // Checked before any image is stored, so a stale form leaves no stray file behind.
      const event = value.intent === 'update' ? await findEvent(db(), value.id) : null;
      if (value.intent === 'update' && !event) return null;
      const imageUrl = await storeChosenImage('event-images', form);
      if (value.intent === 'create') {
        const rows = await createEventSeries(db(), staff, value, imageUrl ?? null);
        return { banner: banner('success', SERIES_MESSAGES.created(rows.map((row) => row.eventDate))), saved: true };
      }
      if (value.scope === 'later' && event?.seriesId) {
        const outcome = await updateThisAndLater(db(), staff, value.id, value, imageUrl);
        if (!outcome) return null;
        const sticky = outcome.kept.length > 0;
        return { banner: banner('success', SERIES_MESSAGES.updated(outcome.kept), { sticky }), saved: true };
      }
      const saved = await updateEvent(db(), staff, value.id, value, imageUrl);
      return saved ? { banner: banner('success', EVENT_MESSAGES.updated), saved: true } : null;
    },
  });
}
