import { Form, Link, useNavigation } from 'react-router';
import { TimeChoices } from '#app/components/site/time-choices.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { type NewAppointmentChoices, SCHEDULE_MESSAGES } from '#app/lib/admin/schedule.ts';
import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { buttonClass } from './buttons.ts';
import { AddressDialog } from './schedule-dialogs.tsx';

// Booking a session for a guest from the Schedule screen, in three steps each answered by the loader from
// the address (GET forms and links, so each works without JavaScript): find the guest among the profiles
// or type a new one, choose the service, practitioner and day, then post one of that day's free starts.

/** The dialog's choices as address parameters, beside the screen's own (day, view). */
function paramsOf(keep: [string, string][], choices: NewAppointmentChoices, change: Record<string, string | null> = {}) {
  const params = new URLSearchParams(keep);
  params.set('new', '1');
  const state: Record<string, string | null> = {
    guestSearch: choices.query || null,
    guest: choices.guest?.id ?? null,
    service: choices.serviceId,
    practitioner: choices.practitionerId,
    newDay: choices.day,
    ...change,
  };
  for (const [key, value] of Object.entries(state)) if (value) params.set(key, value);
  return params;
}

function Hidden({ params, except }: { params: URLSearchParams; except: string[] }) {
  return (
    <>
      {[...params]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export function ScheduleNewDialog({
  choices,
  keep,
  closeHref,
  failure,
  onClose,
}: {
  choices: NewAppointmentChoices;
  closeHref: string;
  /** The screen's address parameters (day, view) the dialog's GET forms and links carry along. */
  keep: [string, string][];
  /** Why the last booking was refused (a time taken meanwhile, a field to correct): said in the dialog, still open. */
  failure: { text: string; reasons: string[] } | null;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  const { guest } = choices;
  const params = paramsOf(keep, choices);
  // The booking posts to this dialog on the chosen day: the day view behind shows the session once booked,
  // and a refusal leaves the dialog open with that day's free times read again.
  const postHref = `?${paramsOf([...keep.filter(([name]) => name !== 'day' && name !== 'move'), ['day', choices.day]], choices)}`;
  return (
    <AddressDialog title="New appointment" closeHref={closeHref} onClose={onClose} size="lg">
      <section aria-labelledby="new-guest-heading" className="space-y-3">
        <h3 id="new-guest-heading" className="text-lg font-semibold text-forest-900">
          Guest
        </h3>
        {guest ? (
          <p className="flex flex-wrap items-center gap-3 text-sm" data-testid="new-appointment-guest">
            <span>
              <strong>{guest.name}</strong>
              {[guest.email, guest.phone].filter(Boolean).map((contact) => ` · ${contact}`)}
            </span>
            <Link to={`?${paramsOf(keep, choices, { guest: null })}`} replace preventScrollReset className={buttonClass('ghost', 'sm')}>
              Change guest
            </Link>
          </p>
        ) : (
          <>
            <Form
              method="get"
              replace
              preventScrollReset
              className="grid items-start gap-x-2 sm:grid-cols-[1fr_auto]"
              aria-label="Find a guest"
            >
              <Hidden params={params} except={['guestSearch']} />
              <Field
                label="Find a guest (name, e-mail or phone)"
                id="new-guest-search"
                type="search"
                name="guestSearch"
                defaultValue={choices.query}
                key={choices.query}
                minLength={2}
                maxLength={100}
              />
              <button type="submit" className={`${buttonClass('secondary')} justify-self-start sm:mt-7`}>
                Search
              </button>
            </Form>
            {choices.query && choices.matches.length === 0 ? <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noMatches}</p> : null}
            {choices.matches.length ? (
              <ul className="divide-y divide-sand-200 rounded-lg ring-1 ring-sand-200" aria-label="Guests found">
                {choices.matches.map((match) => (
                  <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>
                      <strong>{match.name}</strong>
                      {[match.email, match.phone].filter(Boolean).map((contact) => ` · ${contact}`)}
                    </span>
                    <Link
                      to={`?${paramsOf(keep, choices, { guest: match.id })}`}
                      replace
                      preventScrollReset
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Choose ${match.name}`}
                    >
                      Choose
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="new-therapy-heading" className="mt-6 space-y-3">
        <h3 id="new-therapy-heading" className="text-lg font-semibold text-forest-900">
          Therapy and day
        </h3>
        <Form method="get" replace preventScrollReset className="grid gap-3 sm:grid-cols-3" aria-label="Choose the therapy and day">
          <Hidden params={params} except={['service', 'practitioner', 'newDay']} />
          <SelectField
            id="new-service"
            label="Service"
            name="service"
            defaultValue={choices.serviceId ?? ''}
            key={`service-${choices.serviceId}`}
            options={[
              { value: '', label: 'Choose a service' },
              ...choices.services.map((service) => ({ value: service.id, label: service.label })),
            ]}
          />
          <SelectField
            id="new-practitioner"
            label="Practitioner"
            name="practitioner"
            defaultValue={choices.practitionerId ?? ''}
            key={`practitioner-${choices.serviceId}-${choices.practitionerId}`}
            options={[
              { value: '', label: APPOINTMENT_MESSAGES.anyPractitioner },
              ...choices.practitioners.map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
          <Field
            label="Day"
            id="new-day"
            type="date"
            name="newDay"
            defaultValue={choices.day}
            key={choices.day}
            min={choices.firstDay}
            required
          />
          <button type="submit" className={`${buttonClass('secondary', 'sm')} sm:col-span-3 sm:justify-self-start`}>
            {APPOINTMENT_MESSAGES.showTimes}
          </button>
        </Form>
      </section>

      <Form method="post" action={postHref} preventScrollReset className="mt-6 space-y-4" aria-label="Book the appointment">
        <input type="hidden" name="intent" value="create" />
        {choices.serviceId ? <input type="hidden" name="serviceId" value={choices.serviceId} /> : null}
        {choices.practitionerId ? <input type="hidden" name="practitionerId" value={choices.practitionerId} /> : null}
        {guest ? (
          <input type="hidden" name="guestId" value={guest.id} />
        ) : (
          <fieldset className="grid gap-x-3 sm:grid-cols-3">
            <legend className="mb-1 text-sm font-semibold tracking-wide text-forest-900">Or a new guest</legend>
            <Field label="Name" id="new-guest-name" name="customerName" autoComplete="off" required maxLength={200} />
            <Field label="E-mail" id="new-guest-email" name="customerEmail" type="email" autoComplete="off" maxLength={254} />
            <Field label="Phone" id="new-guest-phone" name="customerPhone" type="tel" autoComplete="off" maxLength={30} />
          </fieldset>
        )}
        {choices.stays.length ? (
          <SelectField
            id="new-stay"
            label="Add to the stay"
            name="stayBookingId"
            defaultValue=""
            options={[{ value: '', label: 'Not part of a stay' }, ...choices.stays.map((stay) => ({ value: stay.id, label: stay.label }))]}
          />
        ) : null}
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-forest-900" id="new-times-heading">
            Free times
          </p>
          {!choices.serviceId ? (
            <p className="text-sm text-muted">{SCHEDULE_MESSAGES.chooseService}</p>
          ) : choices.starts.length === 0 ? (
            <p className="text-sm text-muted">{SCHEDULE_MESSAGES.noFreeTimes}</p>
          ) : (
            <TimeChoices legend="Free times" times={choices.starts} />
          )}
        </div>
        {failure ? (
          <Banner tone="error">
            {failure.text}
            {failure.reasons.length ? (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {failure.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </Banner>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={busy || choices.starts.length === 0}>
          {busy ? 'Booking...' : 'Book appointment'}
        </button>
      </Form>
    </AddressDialog>
  );
}
