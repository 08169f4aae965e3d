// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { TimeChoices } from '../site/time-choices.tsx';
import { APPOINTMENT_START_FIELD, appointmentMarkup as markup } from './appointment-dialog.contract.ts';
import { chooseAppointmentTime } from './appointment-dialog.enhance.ts';
import { AppointmentDialog } from './appointment-dialog.tsx';

// From a stay's page the times are radios beside PAY NOW: the checkout takes the time checked, not one of its own.

const times = [
  { startsAt: '2026-12-09T04:30:00.000Z', label: '10:00 AM' },
  { startsAt: '2026-12-09T05:30:00.000Z', label: '11:00 AM' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

function mountPage() {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <form>
        <TimeChoices legend="Free times" times={times} />
        <button type="button" {...markup.picked.props(APPOINTMENT_START_FIELD)}>
          {STAY_BILL_MESSAGES.payNow}
        </button>
      </form>
      <AppointmentDialog
        siteName="Estate"
        choice={{
          serviceId: '11111111-1111-4111-8111-111111111111',
          serviceName: 'Doctor consultation',
          pricePaise: 150_000,
          durationMinutes: 30,
          practitionerId: null,
          practitionerText: 'Any practitioner',
          dayText: 'Wednesday, December 9, 2026',
          stayToken: 'token',
        }}
      />
    </>,
  );
  const dialog = document.querySelector<HTMLElement>('dialog')!;
  const opener = document.querySelector<HTMLButtonElement>('button[type="button"]')!;
  return { dialog, opener };
}

describe('the checkout opened beside a choice of times', () => {
  it('takes the time checked in the form of the button pressed', () => {
    const { dialog, opener } = mountPage();
    document.querySelector<HTMLInputElement>(`input[value="${times[1]!.startsAt}"]`)!.checked = true;
    chooseAppointmentTime(dialog, opener);
    expect(dialog.querySelector<HTMLInputElement>(`input[name="${APPOINTMENT_START_FIELD}"]`)!.value).toBe(times[1]!.startsAt);
    expect(dialog.querySelector(markup.when.selector)!.textContent).toBe('11:00 AM');
  });

  it('keeps the first time, checked by default, when the guest changes nothing', () => {
    const { dialog, opener } = mountPage();
    chooseAppointmentTime(dialog, opener);
    expect(dialog.querySelector<HTMLInputElement>(`input[name="${APPOINTMENT_START_FIELD}"]`)!.value).toBe(times[0]!.startsAt);
  });
});
