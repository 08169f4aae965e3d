import { Form, useNavigation } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import { MOVE_PREVIEW_MESSAGES, type MovePreview, type MoveView } from '#app/lib/admin/move-booking.ts';
import { formatPaise } from '#app/lib/money.ts';
import { buttonClass } from './buttons.ts';

/** A stay's new nights, room type and adults, or the retreat's new start; then the price before confirming. */
export function MoveStayForm({ data, keep }: { data: MoveView; keep: [string, string][] }) {
  const { booking, picks, current, types, preview } = data;
  const retreat = booking.kind === 'retreat';
  const checkIn = picks.checkIn ?? current?.checkIn ?? booking.eventDate;
  const checkOut = picks.checkOut ?? current?.checkOut ?? '';
  const roomTypeId = picks.roomTypeId ?? current?.roomTypeId ?? '';
  const adults = picks.adults ?? current?.adults ?? 1;
  return (
    <>
      <Form method="get" preventScrollReset replace className="grid gap-x-5 sm:grid-cols-2" aria-label="Choose the new dates">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="movePreview" value="1" />
        <Field label={retreat ? 'New start date' : 'New check-in'} name="moveCheckIn" type="date" required defaultValue={checkIn} />
        {retreat ? null : (
          <>
            <Field label="New check-out" name="moveCheckOut" type="date" required defaultValue={checkOut} />
            <SelectField
              className={FIELD_ROW}
              id="move-room-type"
              label="Room type"
              name="moveType"
              defaultValue={roomTypeId}
              options={[
                ...(roomTypeId ? [] : [{ value: '', label: 'Choose a room type…' }]),
                ...(types ?? []).map((type) => ({ value: type.id, label: type.name })),
              ]}
            />
            <Field label="Adults" name="moveAdults" type="number" min={1} max={8} required defaultValue={String(adults)} />
          </>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('secondary')}>
            Show the price
          </button>
        </div>
      </Form>
      {preview && picks.checkIn ? (
        <MovePreviewPanel
          preview={preview}
          hidden={{
            intent: 'move-stay',
            id: booking.id,
            checkIn: picks.checkIn,
            ...(retreat ? {} : { checkOut: checkOut, roomTypeId: roomTypeId, adults: String(adults) }),
            expectedPaise: String(preview.newPaise),
          }}
        />
      ) : null}
    </>
  );
}

/** The move's price, night by night, what it means for money, and the one button that makes it. */
function MovePreviewPanel({ preview, hidden }: { preview: MovePreview; hidden: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'move-stay';
  const { quote, money } = preview;
  const difference = quote?.differencePaise ?? 0;
  const moneyText = !money.paid
    ? MOVE_PREVIEW_MESSAGES.unpaid(formatPaise(preview.newPaise))
    : money.duePaise > 0
      ? MOVE_PREVIEW_MESSAGES.due(formatPaise(money.duePaise))
      : money.refundDuePaise > 0
        ? MOVE_PREVIEW_MESSAGES.back(formatPaise(money.refundDuePaise), formatPaise(money.policyRefundPaise))
        : MOVE_PREVIEW_MESSAGES.even;
  return (
    <section aria-labelledby="move-preview-title" className="rounded-xl border border-sand-200 p-4">
      <h3 id="move-preview-title" className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">
        The move
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-muted">From</dt>
        <dd>{preview.from}</dd>
        <dt className="font-semibold text-muted">To</dt>
        <dd>{preview.to}</dd>
        {quote ? (
          <>
            <dt className="font-semibold text-muted">Nights kept (booked price)</dt>
            <dd>
              {quote.keptNights}: {formatPaise(quote.keptPaise)}
            </dd>
            <dt className="font-semibold text-muted">New nights (today’s rate)</dt>
            <dd>
              {quote.addedNights}: {formatPaise(quote.addedPaise)}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">New price</dt>
        <dd>{formatPaise(preview.newPaise)}</dd>
        <dt className="font-semibold text-muted">Difference</dt>
        <dd>{difference === 0 ? 'None' : `${difference > 0 ? '+' : '−'}${formatPaise(Math.abs(difference))}`}</dd>
      </dl>
      <p className="mt-3 text-sm font-medium">{moneyText}</p>
      <Form method="post" preventScrollReset className="mt-3">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Moving...' : 'Confirm move'}
        </button>
      </Form>
    </section>
  );
}
