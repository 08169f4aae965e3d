import { useState, useSyncExternalStore } from 'react';
import { Form, useNavigation } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formStatusLabels, GUEST_FORMS_MESSAGES as M, type PartyPlace, type PartyView } from '#app/lib/guest-forms.ts';
import { card } from './booking-confirmation.tsx';

// The booking page's Guests section: everyone the booking is for, the booker first. An open place has a
// small form to name that guest before arrival; each named guest shows how far they have got with each
// form (never what they answered) and their own link: the booker's to follow, another guest's to pass on.

export interface NamingAnswer {
  ok: boolean;
  message: string;
  position?: number;
  fieldErrors?: Record<string, string[]>;
}

const linkClass = 'text-forest-800 underline underline-offset-4 hover:text-clay-700';

/** The prompt at the top of the page after a checkout whose forms are asked at once. */
export function CheckoutFormsPrompt({ prompt }: { prompt: NonNullable<PartyView['checkoutPrompt']> }) {
  return (
    <div className="mb-8 rounded-2xl border-l-4 border-gold-400 bg-sand-100 p-5 print:hidden">
      <p className="font-semibold text-forest-900">{M.checkoutPrompt}</p>
      <p className="mt-2">
        <a href={prompt.link} className={linkClass}>
          Fill in {prompt.titles.join(', ')}
        </a>
      </p>
    </div>
  );
}

// Whether the page runs never changes once it does: nothing to subscribe to.
const noChanges = () => () => {};

/** Copies a guest's link; it needs JavaScript, so it appears only once the page runs it, never as a dead control. */
function CopyLink({ link, name }: { link: string; name: string }) {
  const ready = useSyncExternalStore(
    noChanges,
    () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard),
    () => false,
  );
  const [copied, setCopied] = useState(false);
  if (!ready) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(link).then(
            () => setCopied(true),
            // Refused (no permission): the link stays in the box above to copy by hand.
            () => setCopied(false),
          )
        }
        className="min-h-11 rounded-full px-5 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-800 hover:bg-sand-100"
      >
        Copy {name}’s link
      </button>
      <span role="status" className="text-sm text-muted">
        {copied ? 'Copied.' : ''}
      </span>
    </div>
  );
}

function FormStates({ place }: { place: PartyPlace }) {
  if (place.forms.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {place.forms.map((form) => (
        <li key={form.title}>
          {form.title}: <span className="font-semibold">{formStatusLabels[form.status]}</span>
        </li>
      ))}
    </ul>
  );
}

function NameForm({ position, answer }: { position: number; answer: NamingAnswer | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('position') === String(position);
  const errors = answer && !answer.ok && answer.position === position ? (answer.fieldErrors ?? {}) : {};
  const prefix = `guest-${position}`;
  return (
    <Form method="post" className="mt-3 space-y-1" aria-label={`Name guest ${position}`}>
      <input type="hidden" name="intent" value="name-guest" />
      <input type="hidden" name="position" value={position} />
      <Field id={`${prefix}-name`} name="name" label="Name (required)" required autoComplete="off" maxLength={200} errors={errors.name} />
      <Field
        id={`${prefix}-email`}
        name="email"
        type="email"
        label="E-mail (optional)"
        hint="We send them their own link to their forms."
        autoComplete="off"
        errors={errors.email}
      />
      <Field id={`${prefix}-phone`} name="phone" type="tel" label="Phone (optional)" autoComplete="off" errors={errors.phone} />
      <SubmitButton
        busy={busy}
        busyLabel="SAVING..."
        className="min-h-11 rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-700 disabled:opacity-60"
      >
        Name this guest
      </SubmitButton>
    </Form>
  );
}

function Place({ place, canName, answer }: { place: PartyPlace; canName: boolean; answer: NamingAnswer | null }) {
  const mine = answer?.position === place.position ? answer : null;
  if (!place.name) {
    return (
      <li className="border-t border-sand-200 pt-4">
        <h3 className="font-semibold text-forest-900">Guest {place.position}: not yet named</h3>
        {mine && !mine.ok && !mine.fieldErrors ? (
          <div className="mt-2">
            <Banner tone="error">{mine.message}</Banner>
          </div>
        ) : null}
        {canName ? <NameForm position={place.position} answer={answer} /> : null}
      </li>
    );
  }
  const linkId = `guest-link-${place.position}`;
  return (
    <li className="border-t border-sand-200 pt-4">
      <h3 className="font-semibold text-forest-900">
        Guest {place.position}: {place.name}
        {place.position === 1 ? ' (you)' : ''}
      </h3>
      {mine?.ok ? (
        <div className="mt-2">
          <Banner tone="success">{mine.message}</Banner>
        </div>
      ) : null}
      <FormStates place={place} />
      {place.link && place.forms.length > 0 ? (
        place.position === 1 ? (
          <p className="mt-2">
            <a href={place.link} className={linkClass}>
              Fill in your forms
            </a>
          </p>
        ) : (
          <div className="mt-2">
            <label htmlFor={linkId} className="text-sm font-semibold text-forest-900">
              Their own link to pass on
            </label>
            <input
              id={linkId}
              type="text"
              readOnly
              value={place.link}
              className="mt-1 block w-full rounded-lg border border-sand-300 bg-sand-50 px-3 py-2 font-mono text-sm"
            />
            <CopyLink link={place.link} name={place.name} />
          </div>
        )
      ) : null}
    </li>
  );
}

export function GuestsSection({ party, answer }: { party: PartyView; answer: NamingAnswer | null }) {
  const open = party.places.some((place) => !place.name);
  return (
    <section aria-labelledby="guests-heading" className={`${card} print:hidden`}>
      <h2 id="guests-heading" className="font-display text-2xl font-semibold text-forest-900">
        Guests
      </h2>
      <p className="mt-3">
        {party.size === 1
          ? 'This booking is for one guest.'
          : `This booking is for ${party.size} guests. Each has forms of their own to fill in before arrival; only the people who care for them read the answers.`}
      </p>
      {open && !party.canName && party.closedReason ? <p className="mt-2 text-sm text-muted">{party.closedReason}</p> : null}
      <ul className="mt-4 space-y-4">
        {party.places.map((place) => (
          <Place key={place.position} place={place} canName={party.canName} answer={answer} />
        ))}
      </ul>
    </section>
  );
}
