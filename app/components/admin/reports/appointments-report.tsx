import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import type { AppointmentTally, ReportsData } from '#app/lib/admin/reports-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import { ReportSection, Row } from './report-sections.tsx';

// The range's therapy sessions per service and per practitioner: tables only, since each row is read across
// (what became of the sessions, then their money) rather than compared as bars.

const columns = ['Booked', 'Done', 'No-shows', 'Cancelled', 'Paid', 'Refunded', 'Net'] as const;

const figures = (tally: Omit<AppointmentTally, 'key' | 'name'>) => [
  tally.booked,
  tally.done,
  tally.noShows,
  tally.cancelled,
  formatPaise(tally.paidPaise),
  formatPaise(tally.refundedPaise),
  formatPaise(tally.netPaise),
];

function totalOf(tallies: readonly AppointmentTally[]): Omit<AppointmentTally, 'key' | 'name'> {
  const sum = (pick: (tally: AppointmentTally) => number) => tallies.reduce((total, tally) => total + pick(tally), 0);
  return {
    booked: sum((tally) => tally.booked),
    done: sum((tally) => tally.done),
    noShows: sum((tally) => tally.noShows),
    cancelled: sum((tally) => tally.cancelled),
    paidPaise: sum((tally) => tally.paidPaise),
    refundedPaise: sum((tally) => tally.refundedPaise),
    netPaise: sum((tally) => tally.netPaise),
  };
}

function TallyTable({ label, first, tallies }: { label: string; first: string; tallies: readonly AppointmentTally[] }) {
  return (
    <ScrollTable frame="inset" label={label} minWidth="min-w-[46rem]" columns={[first, ...columns]}>
      {tallies.map((tally) => (
        <Row key={tally.key} head={tally.name} values={figures(tally)} />
      ))}
      <Row strong head="Total" values={figures(totalOf(tallies))} />
    </ScrollTable>
  );
}

export function AppointmentsReport({ data }: { data: ReportsData }) {
  const { range, appointments } = data;
  return (
    <ReportSection id="appointments" title="Appointments" csv="Appointments CSV" range={range}>
      <p className="mt-2 text-sm text-muted">
        Therapy sessions by the day they were for. Paid is what their bookings were paid, whenever it was paid; refunded counts refunds
        processed and money given back by hand. A booking of several sessions shares its money equally among them.
      </p>
      {appointments.byService.length ? (
        <>
          <h3 className="mt-4 text-base font-semibold text-forest-900">By service</h3>
          <TallyTable label="Appointments and revenue by service" first="Service" tallies={appointments.byService} />
          <h3 className="mt-6 text-base font-semibold text-forest-900">By practitioner</h3>
          <TallyTable label="Appointments and revenue by practitioner" first="Practitioner" tallies={appointments.byPractitioner} />
        </>
      ) : (
        <p className="mt-3 text-muted">No appointment falls in these dates.</p>
      )}
    </ReportSection>
  );
}
