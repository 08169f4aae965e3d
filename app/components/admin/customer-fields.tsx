import { type AnyField, FieldFor } from '#app/components/ui/conform-field.tsx';
import { OPTIONAL_EMAIL_HINT } from '#app/lib/admin/booking-view.ts';

/** Who a booking is for, as staff type it on the booking forms; the browser must not fill in the staff member's own details. */
export function CustomerFields({ fields }: { fields: { customerName: AnyField; customerEmail: AnyField; customerPhone: AnyField } }) {
  return (
    <>
      <FieldFor label="Customer name" autoComplete="off" field={fields.customerName} type="text" />
      <FieldFor label="Customer email" autoComplete="off" field={fields.customerEmail} type="email" hint={OPTIONAL_EMAIL_HINT} />
      <FieldFor label="Customer phone" autoComplete="off" inputMode="tel" field={fields.customerPhone} type="tel" />
    </>
  );
}
