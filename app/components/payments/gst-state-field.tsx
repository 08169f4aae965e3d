import { INDIAN_STATE_NAMES } from '#app/lib/indian-states.ts';
import { SelectField } from '../ui/select-field.tsx';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';

const options = [{ value: '', label: 'Not given' }, ...INDIAN_STATE_NAMES.map((name) => ({ value: name, label: name }))];

/**
 * Optional: GST's place of supply. Left as it is, the invoice treats the guest as being in the estate's
 * own state (CGST and SGST); another state gets IGST.
 */
export function GstStateField({ id }: { id: string }) {
  return (
    <SelectField
      id={id}
      label="State (for your GST invoice)"
      name={GST_STATE_FIELD}
      defaultValue=""
      autoComplete="address-level1"
      options={options}
    />
  );
}
