import { useNavigate } from 'react-router';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { ScheduleColumns, ScheduleDayNav } from '#app/components/admin/schedule-day.tsx';
import { ScheduleCancelDialog, ScheduleMoveDialog } from '#app/components/admin/schedule-dialogs.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { SCHEDULE_MESSAGES, scheduleHref, type ScheduleView } from '#app/lib/admin/schedule.ts';
import { isIsoDate, todayIn, wallClockIn } from '#app/lib/dates.ts';
import { scheduleCancelSchema, scheduleMarkSchema, scheduleMoveSchema } from '#app/lib/schemas/admin/schedule.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import { cancelScheduled, loadDaySchedule, markAppointment, moveChoices, moveScheduled, scheduleScope } from '#server/admin/schedule.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminAction, byIntent } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/schedule.ts';

// The therapy schedule of a day: the owner and the front desk see every practitioner (or every room) and
// cancel or move sessions; a practitioner sees their own column and marks their sessions given or missed.

const forms = {
  mark: { schema: scheduleMarkSchema, failed: SCHEDULE_MESSAGES.markFailed },
  cancel: { schema: scheduleCancelSchema, failed: SCHEDULE_MESSAGES.cancelFailed },
  move: { schema: scheduleMoveSchema, failed: SCHEDULE_MESSAGES.moveFailed },
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
      if (!scope.all && !scope.practitionerId) return { schedule: null, view, rights, move: null, cancelId: null };
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
      return { schedule, view, rights, move, cancelId: scope.all ? params.get('cancel') : null };
    },
    empty: () => ({
      schedule: null,
      view: 'practitioners' as ScheduleView,
      rights: { manage: false, ownPractitionerId: null },
      move: null,
      cancelId: null,
    }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    // Marking is every schedule reader's (a practitioner only their own, checked with the session);
    // cancelling and moving are the desk's.
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
      }
    },
  });
}

export default function ScheduleScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, view, rights, move, cancelId } = loaderData;
  const navigate = useNavigate();
  const dayHref = schedule ? scheduleHref(schedule.day, schedule.today, view) : '/admin/schedule';
  const close = () => navigate(dayHref, { replace: true, preventScrollReset: true });
  const cancelling = cancelId
    ? (schedule?.practitioners.flatMap((person) => person.appointments).find((appointment) => appointment.id === cancelId) ?? null)
    : null;
  const keep: [string, string][] = schedule
    ? [
        ...(schedule.day === schedule.today ? [] : [['day', schedule.day] as [string, string]]),
        ...(view === 'rooms' ? [['view', 'rooms'] as [string, string]] : []),
        ...(move ? [['move', move.appointment.id] as [string, string]] : []),
      ]
    : [];
  return (
    <>
      <AdminPageHeader title={SCHEDULE_MESSAGES.title} />
      <div className="mb-4 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      {schedule ? (
        <>
          <ScheduleDayNav schedule={schedule} view={view} rooms={rights.manage} />
          {move ? <ScheduleMoveDialog choices={move} keep={keep} postHref={dayHref} onClose={close} /> : null}
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
