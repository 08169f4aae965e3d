import { Link, useNavigate } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { ScheduleColumns, ScheduleDayNav } from '#app/components/admin/schedule-day.tsx';
import { ScheduleCancelDialog, ScheduleMoveDialog } from '#app/components/admin/schedule-dialogs.tsx';
import { ScheduleNewDialog } from '#app/components/admin/schedule-new-dialog.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { SCHEDULE_MESSAGES, scheduleHref, type ScheduleView } from '#app/lib/admin/schedule.ts';
import { isIsoDate, todayIn, wallClockIn } from '#app/lib/dates.ts';
import { guestSearchParam } from '#app/lib/schemas/admin/guest.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { scheduleCancelSchema, scheduleCreateSchema, scheduleMarkSchema, scheduleMoveSchema } from '#app/lib/schemas/admin/schedule.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { cancelScheduled, loadDaySchedule, markAppointment, moveChoices, moveScheduled, scheduleScope } from '#server/admin/schedule.ts';
import { createStaffAppointment, newAppointmentChoices } from '#server/admin/schedule-new.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminAction, byIntent } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/schedule.ts';

// The therapy schedule of a day: the owner and the front desk see every practitioner (or every room) and
// book, cancel or move sessions; a practitioner sees their own column and marks their sessions given or missed.

const forms = {
  mark: { schema: scheduleMarkSchema, failed: SCHEDULE_MESSAGES.markFailed },
  cancel: { schema: scheduleCancelSchema, failed: SCHEDULE_MESSAGES.cancelFailed },
  move: { schema: scheduleMoveSchema, failed: SCHEDULE_MESSAGES.moveFailed },
  create: { schema: scheduleCreateSchema, failed: SCHEDULE_MESSAGES.createFailed },
};

/** An id from the address, or none when it is not one (a stale or forged link). */
const idParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value && isRecordId(value) ? value : null;
};

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'schedule:view',
    failed: SCHEDULE_MESSAGES.fetchFailed,
    load: async ({ staff, params }) => {
      const { TIME_ZONE } = config();
      const asked = params.get('day');
      const day = asked && isIsoDate(asked) ? asked : todayIn(TIME_ZONE);
      const scope = await scheduleScope(db(), staff);
      const view: ScheduleView = scope.all && params.get('view') === 'rooms' ? 'rooms' : 'practitioners';
      const rights = { manage: scope.all, ownPractitionerId: scope.all ? null : scope.practitionerId };
      if (!scope.all && !scope.practitionerId) return { schedule: null, view, rights, move: null, cancelId: null, newChoices: null };
      const schedule = await loadDaySchedule(db(), {
        day,
        timeZone: TIME_ZONE,
        practitionerId: scope.all ? undefined : scope.practitionerId!,
      });
      const moveId = scope.all ? params.get('move') : null;
      const askedDay = params.get('moveDay');
      const move = moveId
        ? await moveChoices(db(), {
            id: moveId,
            day: askedDay && isIsoDate(askedDay) ? askedDay : day,
            practitionerId: params.get('movePractitioner') || null,
            timeZone: TIME_ZONE,
          })
        : null;
      const askedNewDay = params.get('newDay');
      const newChoices =
        scope.all && params.get('new') === '1'
          ? await newAppointmentChoices(db(), {
              query: guestSearchParam.parse(params.get('guestSearch') ?? ''),
              guestId: idParam(params, 'guest'),
              serviceId: idParam(params, 'service'),
              practitionerId: idParam(params, 'practitioner'),
              day: askedNewDay && isIsoDate(askedNewDay) ? askedNewDay : day,
              timeZone: TIME_ZONE,
            })
          : null;
      return { schedule, view, rights, move, cancelId: scope.all ? params.get('cancel') : null, newChoices };
    },
    empty: () => ({
      schedule: null,
      view: 'practitioners' as ScheduleView,
      rights: { manage: false, ownPractitionerId: null },
      move: null,
      cancelId: null,
      newChoices: null,
    }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    // Marking is every schedule reader's (a practitioner only their own, checked with the session);
    // booking, cancelling and moving are the desk's.
    permission: (form) => (form.get('intent') === 'mark' ? 'schedule:view' : 'schedule:manage'),
    ...byIntent(forms, 'mark'),
    messages: { ...byIntent(forms, 'mark').messages, notFound: THERAPY_MESSAGES.unknownAppointment },
    run: async (value, { staff }) => {
      const { TIME_ZONE } = config();
      switch (value.intent) {
        case 'mark': {
          const row = await markAppointment(db(), staff, value.id, value.status);
          return (
            row && { banner: banner('success', value.status === 'done' ? SCHEDULE_MESSAGES.markedDone : SCHEDULE_MESSAGES.markedNoShow) }
          );
        }
        case 'cancel': {
          const done = await cancelScheduled(db(), staff, value.id);
          return (
            done && {
              banner: banner('success', done.bookingCancelled ? SCHEDULE_MESSAGES.cancelledWithBooking : SCHEDULE_MESSAGES.cancelled),
            }
          );
        }
        case 'move': {
          const row = await moveScheduled(db(), staff, {
            id: value.id,
            startsAt: new Date(value.startsAt),
            practitionerId: value.practitionerId ?? null,
            timeZone: TIME_ZONE,
          });
          return row && { banner: banner('success', SCHEDULE_MESSAGES.moved(wallClockIn(TIME_ZONE, row.startsAt))) };
        }
        case 'create': {
          const booking = await createStaffAppointment(db(), staff, value, { timeZone: TIME_ZONE });
          const time = wallClockIn(TIME_ZONE, new Date(value.startsAt));
          const said = booking.customerEmail ? SCHEDULE_MESSAGES.created : SCHEDULE_MESSAGES.createdNoMail;
          return { banner: banner('success', said(booking.customerName, time)) };
        }
      }
    },
  });
}

export default function ScheduleScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, view, rights, move, cancelId, newChoices } = loaderData;
  const navigate = useNavigate();
  const dayHref = schedule ? scheduleHref(schedule.day, schedule.today, view) : '/admin/schedule';
  const close = () => navigate(dayHref, { replace: true, preventScrollReset: true });
  const cancelling = cancelId
    ? (schedule?.practitioners.flatMap((person) => person.appointments).find((appointment) => appointment.id === cancelId) ?? null)
    : null;
  // Why a form was refused, field by field (a reason the banner already gives is not said twice).
  const reasons = [...new Set(Object.values((actionData && 'result' in actionData ? actionData.result?.error : null) ?? {}).flat())].filter(
    (reason): reason is string => typeof reason === 'string' && !actionData?.banner.text.includes(reason),
  );
  // A session just booked closes the dialog; a refusal is said inside it, still open, rather than behind it.
  const newOpen = newChoices && actionData?.banner.tone !== 'success' ? newChoices : null;
  const newFailure = newOpen && actionData?.banner.tone === 'error' ? { text: actionData.banner.text, reasons } : null;
  const keep: [string, string][] = schedule
    ? [
        ...(schedule.day === schedule.today ? [] : [['day', schedule.day] as [string, string]]),
        ...(view === 'rooms' ? [['view', 'rooms'] as [string, string]] : []),
        ...(move ? [['move', move.appointment.id] as [string, string]] : []),
      ]
    : [];
  return (
    <>
      <AdminPageHeader title={SCHEDULE_MESSAGES.title}>
        {schedule && rights.manage ? (
          <Link to={scheduleHref(schedule.day, schedule.today, view, { new: '1' })} preventScrollReset className={buttonClass('primary')}>
            New appointment
          </Link>
        ) : null}
      </AdminPageHeader>
      <div className="mb-4 empty:hidden">
        <StatusBanner message={newFailure ? loaderData.failure : (actionData?.banner ?? loaderData.failure)} />
      </div>
      {reasons.length && !newFailure ? (
        <ul className="mb-4 list-disc pl-5 text-sm text-clay-700" data-testid="schedule-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {schedule ? (
        <>
          <ScheduleDayNav schedule={schedule} view={view} rooms={rights.manage} />
          {move ? <ScheduleMoveDialog choices={move} keep={keep} postHref={dayHref} onClose={close} /> : null}
          {newOpen ? <ScheduleNewDialog choices={newOpen} keep={keep} closeHref={dayHref} failure={newFailure} onClose={close} /> : null}
          {cancelling ? <ScheduleCancelDialog appointment={cancelling} postHref={dayHref} onClose={close} /> : null}
          <ScheduleColumns schedule={schedule} view={view} rights={rights} />
        </>
      ) : loaderData.failure ? null : (
        <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noProfile}</p>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Schedule | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
