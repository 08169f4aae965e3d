import { type ReactNode, useSyncExternalStore } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { type MoveChoices, SCHEDULE_MESSAGES, type ScheduleAppointment } from '#app/lib/admin/schedule.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';

const noChanges = () => () => {};

/**
 * A dialog opened by the address (?move=… or ?cancel=…): a modal once React runs in the browser, and
 * until then (or without JavaScript) the same content as a panel on the page, so its forms still work.
 */
export function AddressDialog({
  title,
  closeHref,
  onClose,
  size = 'sm',
  children,
}: {
  title: string;
  closeHref: string;
  onClose: () => void;
  size?: 'sm' | 'lg';
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (hydrated) {
    return (
      <AdminDialog open onClose={onClose} title={title} size={size}>
        {children}
      </AdminDialog>
    );
  }
  return (
    <section aria-label={title} className="mb-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-sand-200">
      <h2 className="mb-3 text-2xl font-semibold text-forest-900">{title}</h2>
      {children}
      <Link to={closeHref} className={`${buttonClass('ghost', 'sm')} mt-3`}>
        Close
      </Link>
    </section>
  );
}

/** Cancelling one session: its time is freed, and its booking (if any) cancelled with the guest's mail. */
export function ScheduleCancelDialog({
  appointment,
  postHref,
  onClose,
}: {
  appointment: ScheduleAppointment;
  /** The day's address: where the form posts, so the dialog is closed after it. */
  postHref: string;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  return (
    <AddressDialog title="Cancel appointment" closeHref={postHref} onClose={onClose}>
      <p className="mb-4 text-sm">
        {appointment.start}–{appointment.end} {appointment.serviceName} with {appointment.practitionerName}
        {appointment.guestName ? ` for ${appointment.guestName}` : ''}. Its time becomes free again.
      </p>
      <Form method="post" action={postHref} preventScrollReset className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={appointment.id} />
        <button type="submit" className={buttonClass('danger')} disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel appointment'}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('secondary')}>
          Keep it
        </button>
      </Form>
    </AddressDialog>
  );
}

/**
 * Moving one session: a day and, optionally, another qualified practitioner chosen by a GET the loader
 * answers with that day's free starts (no lead time for staff); then the new start is posted.
 */
export function ScheduleMoveDialog({
  choices,
  keep,
  postHref,
  onClose,
}: {
  choices: MoveChoices;
  /** The screen's address parameters the GET form carries along (day, view, move). */
  keep: [string, string][];
  postHref: string;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'move';
  const { appointment } = choices;
  return (
    <AddressDialog title="Move appointment" closeHref={postHref} onClose={onClose}>
      <p className="mb-4 text-sm">
        {appointment.serviceName}, now {appointment.when}.
      </p>
      <Form method="get" preventScrollReset replace className="space-y-3" aria-label="Choose the day and practitioner">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label="New day" id="move-day" type="date" name="moveDay" defaultValue={choices.day} key={choices.day} required />
        <SelectField
          id="move-practitioner"
          label="Practitioner"
          name="movePractitioner"
          defaultValue={choices.practitionerId ?? ''}
          options={[
            { value: '', label: 'Any free practitioner' },
            ...choices.practitioners.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          Show free times
        </button>
      </Form>
      <Form method="post" action={postHref} preventScrollReset className="mt-5 space-y-3" aria-label="Choose the new time">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={appointment.id} />
        {choices.practitionerId ? <input type="hidden" name="practitionerId" value={choices.practitionerId} /> : null}
        <fieldset>
          <legend className="mb-1 text-sm font-semibold tracking-wide text-forest-900">Free times</legend>
          {choices.starts.length === 0 ? <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noFreeTimes}</p> : null}
          <div className="flex flex-wrap gap-x-5">
            {choices.starts.map((start) => (
              <label key={start.startsAt} className="flex min-h-11 items-center gap-2 text-sm font-medium">
                <input type="radio" name="startsAt" value={start.startsAt} required className="size-5 accent-forest-800" />
                {start.label}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass('primary')} disabled={busy || choices.starts.length === 0}>
          {busy ? 'Moving...' : 'Move appointment'}
        </button>
      </Form>
    </AddressDialog>
  );
}
