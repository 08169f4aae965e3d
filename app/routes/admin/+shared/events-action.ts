import { banner, type CatalogActionData } from '#app/lib/admin/banner.ts';
import { eventMessages } from '#app/lib/admin/messages.ts';
import { seriesMessages } from '#app/lib/admin/series-messages.ts';
import { eventCreateSchema, eventDeleteSchema, eventUpdateSchema } from '#app/lib/schemas/admin/event-series.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { storeChosenImage } from '#server/catalog/chosen-image.ts';
import { createEventSeries, deleteThisAndLater, updateThisAndLater } from '#server/catalog/event-series.ts';
import { deleteEvent, findEvent, updateEvent } from '#server/catalog/events-admin.ts';
import { db } from '#server/db/index.ts';
import { adminAction, intentPermission } from './admin-action.ts';

// The Events screen's action: catalogAction's create, update and delete (./catalog.ts), plus the Repeat
// of a new event and the "this event / this and later events" choice of an event in a series (issue #17).

type EventAction = z.output<typeof eventCreateSchema> | z.output<typeof eventUpdateSchema> | z.output<typeof eventDeleteSchema>;

const schemas = { create: eventCreateSchema, update: eventUpdateSchema, delete: eventDeleteSchema };

function schemaFor(form: FormData): z.ZodType<EventAction> {
  const intent = form.get('intent');
  // An unknown intent fails the create schema's literal: a 400 with 'Failed to save event'.
  return intent === 'update' || intent === 'delete' ? schemas[intent] : schemas.create;
}

export function eventsAction(request: Request) {
  return adminAction<EventAction, CatalogActionData>(request, {
    permission: intentPermission('event'),
    files: true,
    messages: { failed: (form) => (form.get('intent') === 'delete' ? eventMessages.deleteFailed : eventMessages.saveFailed) },
    schema: schemaFor,
    run: async (value, { staff, form }) => {
      if (value.intent === 'delete') {
        const event = await findEvent(db(), value.id);
        if (!event) return null;
        if (value.scope === 'later' && event.seriesId) {
          const outcome = await deleteThisAndLater(db(), staff, value.id);
          if (!outcome) return null;
          const sticky = outcome.kept.length > 0;
          return { banner: banner('success', seriesMessages.deleted(outcome.kept), { sticky }), deleted: value.id };
        }
        const deleted = await deleteEvent(db(), staff, value.id);
        return deleted ? { banner: banner('success', eventMessages.deleted), deleted: value.id } : null;
      }
      // Checked before any image is stored, so a stale form leaves no stray file behind.
      const event = value.intent === 'update' ? await findEvent(db(), value.id) : null;
      if (value.intent === 'update' && !event) return null;
      const imageUrl = await storeChosenImage('event-images', form);
      if (value.intent === 'create') {
        const rows = await createEventSeries(db(), staff, value, imageUrl ?? null);
        return { banner: banner('success', seriesMessages.created(rows.map((row) => row.eventDate))), saved: true };
      }
      if (value.scope === 'later' && event?.seriesId) {
        const outcome = await updateThisAndLater(db(), staff, value.id, value, imageUrl);
        if (!outcome) return null;
        const sticky = outcome.kept.length > 0;
        return { banner: banner('success', seriesMessages.updated(outcome.kept), { sticky }), saved: true };
      }
      const saved = await updateEvent(db(), staff, value.id, value, imageUrl);
      return saved ? { banner: banner('success', eventMessages.updated), saved: true } : null;
    },
  });
}
