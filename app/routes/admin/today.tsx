import { DashboardNeedsAction } from '#app/components/admin/dashboard-needs-action.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { TodayAppointments } from '#app/components/admin/today-appointments.tsx';
import { TodayDayNav } from '#app/components/admin/today-day-nav.tsx';
import { TodayFailedMail } from '#app/components/admin/today-failed-mail.tsx';
import { TodayPending } from '#app/components/admin/today-pending.tsx';
import { TodayRosters } from '#app/components/admin/today-roster.tsx';
import { TodayStays } from '#app/components/admin/today-stays.tsx';
import { WalkIn } from '#app/components/admin/walk-in-dialog.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { WALK_IN_MESSAGES } from '#app/lib/admin/walk-in.ts';
import { type TodayIntent, todaySchemaOf, type TodayValue } from '#app/lib/schemas/admin/today.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { can } from '#app/lib/staff-roles.ts';
import { daySessions, scheduleScope } from '#server/admin/schedule.ts';
import { chosenDay, loadToday } from '#server/admin/today.ts';
import { markAttendance, undoAttendance } from '#server/bookings/attendance.ts';
import { checkInGuest } from '#server/bookings/check-in.ts';
import { decidePendingBooking } from '#server/bookings/decision.ts';
import { createWalkIn } from '#server/bookings/walk-in.ts';
import { todayWalkInSlots } from '#server/bookings/walk-in-slots.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminAction, intentOf } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import { stayDeskAction } from './+shared/today-stays.ts';
import type { Route } from './+types/today.ts';

const failed: Record<TodayIntent, string> = {
  'check-in': TODAY_MESSAGES.checkInFailed,
  'no-show': TODAY_MESSAGES.noShowFailed,
  undo: TODAY_MESSAGES.undoFailed,
  confirm: TODAY_MESSAGES.confirmFailed,
  cancel: TODAY_MESSAGES.cancelFailed,
  'walk-in': WALK_IN_MESSAGES.failed,
};

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'today:view',
    failed: TODAY_MESSAGES.fetchFailed,
    load: async ({ staff, params }) => {
      const { TIME_ZONE } = config();
      const day = chosenDay(params, TIME_ZONE);
      const [view, walkIns] = await Promise.all([loadToday(db(), day, { timeZone: TIME_ZONE }), todayWalkInSlots(db(), day, TIME_ZONE)]);
      // A practitioner's Today lists their own sessions, as their schedule does; the desk's lists everyone's.
      const scope = await scheduleScope(db(), staff);
      const appointments =
        scope.all || scope.practitionerId
          ? await daySessions(db(), { day, timeZone: TIME_ZONE, practitionerId: scope.all ? undefined : scope.practitionerId! })
          : [];
      return {
        view,
        walkIns,
        appointments: appointments.map(({ roomId: _roomId, ...appointment }) => appointment),
        canOpenSchedule: can(staff.role, 'schedule:view'),
      };
    },
    empty: () => ({ view: null, walkIns: null, appointments: [], canOpenSchedule: false }),
  });
}

export function action({ request }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.get('desk') === 'stay') return stayDeskAction(request);
  return adminAction(request, {
    // Marking the door is the front desk's; deciding a pending booking is an edit of the booking.
    // A walk-in makes a booking.
    permission: (form) => {
      const intent = String(form.get('intent'));
      if (intent === 'walk-in') return 'booking:create';
      return ['confirm', 'cancel'].includes(intent) ? 'booking:update' : 'today:check-in';
    },
    schema: (form) => todaySchemaOf(form.get('intent')) as z.ZodType<TodayValue>,
    messages: { failed: (form) => failed[intentOf(form, failed, 'check-in')], notFound: TODAY_MESSAGES.notFound },
    run: async (value, { staff, reply }) => {
      const clock = { timeZone: config().TIME_ZONE };
      if (value.intent === 'walk-in') {
        const { intent: _intent, ...input } = value;
        const { booking, paid } = await createWalkIn(db(), staff, input, clock);
        const text = paid ? WALK_IN_MESSAGES.createdPaid(booking.reference) : WALK_IN_MESSAGES.created(booking.reference);
        return { banner: banner('success', text), result: reply({ resetForm: true }), walkIn: booking.reference };
      }
      const { intent, id } = value;
      switch (intent) {
        case 'check-in': {
          const payment = 'method' in value && value.method ? { method: value.method, reference: value.reference } : null;
          const view = await checkInGuest(db(), staff, id, payment, clock);
          return view && { banner: banner('success', payment ? TODAY_MESSAGES.checkedInPaid : TODAY_MESSAGES.checkedIn) };
        }
        case 'no-show':
          return (await markAttendance(db(), staff, id, 'no_show', clock)) && { banner: banner('success', TODAY_MESSAGES.markedNoShow) };
        case 'undo': {
          const outcome = await undoAttendance(db(), staff, id, clock);
          return outcome && { banner: banner('success', outcome === 'undone' ? TODAY_MESSAGES.undone : TODAY_MESSAGES.nothingToUndo) };
        }
        case 'confirm':
          return (await decidePendingBooking(db(), staff, id, 'confirmed')) && { banner: banner('success', TODAY_MESSAGES.confirmed) };
        case 'cancel':
          return (await decidePendingBooking(db(), staff, id, 'cancelled')) && { banner: banner('success', TODAY_MESSAGES.cancelled) };
      }
    },
  });
}

export default function TodayScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <AdminPageHeader title={TODAY_MESSAGES.title} />
      <div className="mb-4 empty:hidden print:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      {view ? (
        <>
          <TodayDayNav day={view.day} today={view.today} previous={view.previous} next={view.next} />
          {loaderData.walkIns ? <WalkIn slots={loaderData.walkIns} /> : null}
          <TodayRosters rosters={view.rosters} rules={{ canMark: view.day <= view.today, today: view.today }} />
          <TodayAppointments
            appointments={loaderData.appointments}
            day={view.day}
            today={view.today}
            canOpenSchedule={loaderData.canOpenSchedule}
          />
          <TodayStays stays={view.stays} canMark={view.day <= view.today} />
          <TodayPending pending={view.pending} />
          <TodayFailedMail failed={view.failedMails} />
          {view.needsAction.length > 0 ? (
            <div className="print:hidden">
              <DashboardNeedsAction items={view.needsAction} />
            </div>
          ) : (
            <p className="text-sm text-muted print:hidden">{TODAY_MESSAGES.noNeedsAction}</p>
          )}
        </>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Today | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
