// India's states and union territories with their GST state codes (the first two digits of a GSTIN,
// CBIC's list). One list for the checkout's "State (for your GST invoice)" select, the GST_STATE
// setting and the place of supply on invoices, so the three can never disagree.

export interface IndianState {
  name: string;
  /** Two digits, as they open a GSTIN registered in that state. */
  code: string;
}

export const INDIAN_STATES = [
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Assam', code: '18' },
  { name: 'Bihar', code: '10' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Delhi', code: '07' },
  { name: 'Goa', code: '30' },
  { name: 'Gujarat', code: '24' },
  { name: 'Haryana', code: '06' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Karnataka', code: '29' },
  { name: 'Kerala', code: '32' },
  { name: 'Ladakh', code: '38' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Manipur', code: '14' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Mizoram', code: '15' },
  { name: 'Nagaland', code: '13' },
  { name: 'Odisha', code: '21' },
  { name: 'Puducherry', code: '34' },
  { name: 'Punjab', code: '03' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Sikkim', code: '11' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Telangana', code: '36' },
  { name: 'Tripura', code: '16' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'West Bengal', code: '19' },
] as const satisfies readonly IndianState[];

export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

export const INDIAN_STATE_NAMES = INDIAN_STATES.map((state) => state.name) as [IndianStateName, ...IndianStateName[]];

/** The GST state code of a state or union territory, by its name as the list spells it. */
export function gstStateCode(name: string): string | undefined {
  return INDIAN_STATES.find((state) => state.name === name)?.code;
}
