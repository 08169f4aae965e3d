import { Link } from 'react-router';
import { appointmentStatusLabels, type ScheduleAppointment, scheduleHref } from '#app/lib/admin/schedule.ts';
import { Badge } from './badge.tsx';

/** The day's therapy sessions in time order, each with its practitioner and guest; the Schedule screen acts on them. */
export function TodayAppointments({
  appointments,
  day,
  today,
  canOpenSchedule,
}: {
  appointments: ScheduleAppointment[];
  day: string;
  today: string;
  canOpenSchedule: boolean;
}) {
  return (
    <section aria-labelledby="appointments-title" className="mb-8 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="appointments-title" className="text-xl font-semibold text-forest-900">
          Appointments ({appointments.length})
        </h2>
        {canOpenSchedule ? (
          <Link
            to={scheduleHref(day, today, 'practitioners')}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-800 underline underline-offset-4 print:hidden"
          >
            Open the schedule
          </Link>
        ) : null}
      </div>
      {appointments.length === 0 ? (
        <p className="mt-2 text-muted">No appointments on this day.</p>
      ) : (
        <ul aria-labelledby="appointments-title" className="mt-2 divide-y divide-sand-200" data-testid="today-appointments">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="min-w-0 break-words">
                <span className="font-semibold text-forest-900">
                  <time dateTime={appointment.startsAt}>{appointment.start}</time>–{appointment.end}
                </span>{' '}
                {appointment.serviceName} · {appointment.practitionerName} · {appointment.guestName ?? 'No guest yet'}
                {appointment.roomName ? ` · ${appointment.roomName}` : ''}
              </p>
              <Badge kind="appointment" status={appointment.status}>
                {appointmentStatusLabels[appointment.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
