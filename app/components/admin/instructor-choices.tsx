import { createContext, use } from 'react';
import type { SelectOption } from '#app/components/ui/select-field.tsx';

/** One instructor as a form offers them. */
export interface InstructorChoice {
  id: string;
  name: string;
}

/** The instructors a screen's loader read, for the forms inside it (the event form's Instructor select). */
export const InstructorChoices = createContext<readonly InstructorChoice[]>([]);

/** 'None', then every instructor by name. */
export function useInstructorOptions(): SelectOption[] {
  return [{ value: '', label: 'None' }, ...use(InstructorChoices).map((choice) => ({ value: choice.id, label: choice.name }))];
}
