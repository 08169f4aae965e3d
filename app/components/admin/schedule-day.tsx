import { Form, Link, useNavigation } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import {
  appointmentStatusLabels,
  type DaySchedule,
  SCHEDULE_MESSAGES,
  type ScheduleAppointment,
  scheduleHref,
  type ScheduleSpan,
  type ScheduleView,
} from '#app/lib/admin/schedule.ts';
import { formatLongUsWeekdayDate } from '#app/lib/dates.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';

/** What the signed-in account may do on the screen: manage everyone's sessions, or mark its own. */
export interface ScheduleRights {
  manage: boolean;
  /** The account's practitioner, whose sessions it may mark; null when not one. */
  ownPractitionerId: string | null;
}

/** The day shown and the way to others, and the view: links and a GET form, all working without JavaScript. */
export function ScheduleDayNav({ schedule, view, rooms }: { schedule: DaySchedule; view: ScheduleView; rooms: boolean }) {
  const { day, today } = schedule;
  return (
    <nav aria-label="Day" className="mb-6 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5">
      <p className="text-xl font-semibold text-forest-900" data-testid="schedule-day">
        <time dateTime={day}>{formatLongUsWeekdayDate(day)}</time>
        {day === today ? <span className="ml-2 text-base font-normal text-muted">(today)</span> : null}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Link to={scheduleHref(schedule.previous, today, view)} className={buttonClass('secondary', 'sm')} rel="prev">
          <span aria-hidden="true">←</span> Previous day
        </Link>
        <Link to={scheduleHref(schedule.next, today, view)} className={buttonClass('secondary', 'sm')} rel="next">
          Next day <span aria-hidden="true">→</span>
        </Link>
        {day === today ? null : (
          <Link to={scheduleHref(today, today, view)} className={buttonClass('ghost', 'sm')}>
            Today
          </Link>
        )}
        <Form method="get" action="/admin/schedule" className="flex flex-wrap items-start gap-2">
          {view === 'rooms' ? <input type="hidden" name="view" value="rooms" /> : null}
          <Field label="Go to date" id="schedule-date" type="date" name="day" defaultValue={day} key={day} required />
          <button type="submit" className={`${buttonClass('secondary')} mt-7`}>
            Show
          </button>
        </Form>
      </div>
      {rooms ? (
        <p className="mt-3 flex flex-wrap gap-3 text-sm">
          <Link
            to={scheduleHref(day, today, 'practitioners')}
            aria-current={view === 'practitioners' ? 'page' : undefined}
            className={buttonClass(view === 'practitioners' ? 'primary' : 'secondary', 'sm')}
          >
            By practitioner
          </Link>
          <Link
            to={scheduleHref(day, today, 'rooms')}
            aria-current={view === 'rooms' ? 'page' : undefined}
            className={buttonClass(view === 'rooms' ? 'primary' : 'secondary', 'sm')}
          >
            By room
          </Link>
        </p>
      ) : null}
    </nav>
  );
}

function Spans({ label, spans }: { label: string; spans: ScheduleSpan[] }) {
  if (!spans.length) return null;
  return (
    <p className="text-sm text-clay-700">
      {label}:{' '}
      {spans.map((span, index) => (
        <span key={index}>
          {index ? ', ' : ''}
          {span.label}
          {span.note ? ` (${span.note})` : ''}
        </span>
      ))}
    </p>
  );
}

function AppointmentCard({
  appointment,
  rights,
  schedule,
  view,
  showPractitioner,
}: {
  appointment: ScheduleAppointment;
  rights: ScheduleRights;
  schedule: DaySchedule;
  view: ScheduleView;
  showPractitioner: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === appointment.id;
  const mayMark =
    appointment.started &&
    ['booked', 'done', 'no-show'].includes(appointment.status) &&
    (rights.manage || rights.ownPractitionerId === appointment.practitionerId);
  const mayChange = rights.manage && appointment.status === 'booked';
  const link = (param: 'move' | 'cancel') => scheduleHref(schedule.day, schedule.today, view, { [param]: appointment.id });
  const what = `${appointment.start} ${appointment.serviceName}`;
  return (
    <li className="rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200" data-testid="schedule-appointment">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-forest-900">
          <time dateTime={appointment.startsAt}>{appointment.start}</time>–{appointment.end}
        </span>
        <Badge kind="appointment" status={appointment.status}>
          {appointmentStatusLabels[appointment.status]}
        </Badge>
      </p>
      <p className="text-sm font-medium">{appointment.serviceName}</p>
      <p className="text-sm">{appointment.guestName ?? 'No guest yet'}</p>
      <p className="text-sm text-muted">
        {[showPractitioner ? appointment.practitionerName : null, appointment.roomName].filter(Boolean).join(' · ') || 'No room'}
      </p>
      {mayMark || mayChange ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {mayMark
            ? (['done', 'no-show'] as const)
                .filter((status) => status !== appointment.status)
                .map((status) => (
                  <Form method="post" key={status} preventScrollReset>
                    <input type="hidden" name="intent" value="mark" />
                    <input type="hidden" name="id" value={appointment.id} />
                    <input type="hidden" name="status" value={status} />
                    <button
                      type="submit"
                      className={buttonClass('secondary', 'sm')}
                      disabled={busy}
                      aria-label={`${appointmentStatusLabels[status]}: ${what}`}
                    >
                      {appointmentStatusLabels[status]}
                    </button>
                  </Form>
                ))
            : null}
          {mayChange ? (
            <>
              <Link to={link('move')} preventScrollReset className={buttonClass('secondary', 'sm')} aria-label={`Move ${what}`}>
                Move
              </Link>
              <Link to={link('cancel')} preventScrollReset className={buttonClass('ghost', 'sm')} aria-label={`Cancel ${what}`}>
                Cancel
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Column({ heading, sub, children, testId }: { heading: string; sub: React.ReactNode; children: React.ReactNode; testId: string }) {
  return (
    <section aria-label={heading} className="min-w-0 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200" data-testid={testId}>
      <h2 className="text-lg font-semibold text-forest-900">{heading}</h2>
      <div className="mb-3 space-y-0.5">{sub}</div>
      {children}
    </section>
  );
}

function Sessions({
  list,
  ...rest
}: {
  list: ScheduleAppointment[];
  rights: ScheduleRights;
  schedule: DaySchedule;
  view: ScheduleView;
  showPractitioner: boolean;
}) {
  if (!list.length) return <p className="text-sm text-muted">{SCHEDULE_MESSAGES.nothingBooked}</p>;
  return (
    <ul className="space-y-2">
      {list.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} {...rest} />
      ))}
    </ul>
  );
}

/** The day's columns: one per practitioner, or one per treatment room; on a phone they stack. */
export function ScheduleColumns({ schedule, view, rights }: { schedule: DaySchedule; view: ScheduleView; rights: ScheduleRights }) {
  const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';
  if (view === 'rooms') {
    if (!schedule.rooms.length) return <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noRooms}</p>;
    return (
      <div className={grid}>
        {schedule.rooms.map((room) => (
          <Column key={room.id} heading={room.name} testId="schedule-room" sub={<Spans label="Closed" spans={room.closures} />}>
            <Sessions list={room.appointments} rights={rights} schedule={schedule} view={view} showPractitioner />
          </Column>
        ))}
      </div>
    );
  }
  if (!schedule.practitioners.length) return <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noPractitioners}</p>;
  return (
    <div className={grid}>
      {schedule.practitioners.map((person) => (
        <Column
          key={person.id}
          heading={person.name}
          testId="schedule-practitioner"
          sub={
            <>
              {person.title ? <p className="text-sm text-muted">{person.title}</p> : null}
              <p className="text-sm">{person.hours ? `Works ${person.hours}` : 'Not working'}</p>
              {person.breakTime ? <p className="text-sm">Break {person.breakTime}</p> : null}
              <Spans label="Time off" spans={person.timeOff} />
            </>
          }
        >
          <Sessions list={person.appointments} rights={rights} schedule={schedule} view={view} showPractitioner={false} />
        </Column>
      ))}
    </div>
  );
}
