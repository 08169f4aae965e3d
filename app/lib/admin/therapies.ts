import type { DepositRule } from '#app/lib/deposit.ts';
import type { ServiceCategory, ServicePaymentMode, TreatmentRoomKind } from '#app/lib/enums.ts';

// What the owner's Therapies screens say and show: the human names of the services' categories, the
// rooms' kinds and the ways of paying, the weekdays, the banners, and the records as the screens read them.

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  consultation: 'Consultation',
  diagnostics: 'Diagnostics',
  massage: 'Massage',
  hydrotherapy: 'Hydrotherapy',
  naturopathy: 'Naturopathy',
  'emotional-wellness': 'Emotional wellness',
  creative: 'Creative therapy',
};

export const TREATMENT_ROOM_KIND_LABELS: Record<TreatmentRoomKind, string> = {
  consultation: 'Consultation room',
  massage: 'Massage room',
  hydrotherapy: 'Hydrotherapy room',
  'steam-sauna': 'Steam and sauna',
  studio: 'Studio',
};

export const SERVICE_PAYMENT_MODE_LABELS: Record<ServicePaymentMode, string> = {
  online: 'Paid online when booked',
  'at-estate': 'Paid at the estate',
};

/** Sunday first, as practitioner_hours numbers them (0 … 6). */
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The three screens, as their tabs name them. */
export const THERAPY_SCREENS = [
  { to: '/admin/therapies', label: 'Services' },
  { to: '/admin/therapies/practitioners', label: 'Practitioners' },
  { to: '/admin/therapies/rooms', label: 'Treatment rooms' },
] as const;

export const THERAPY_ADMIN_MESSAGES = {
  fetchServicesFailed: 'Failed to fetch services',
  saveServiceFailed: 'Failed to save service',
  deleteServiceFailed: 'Failed to delete service',
  serviceCreated: 'Service created successfully',
  serviceUpdated: 'Service updated successfully',
  serviceDeleted: 'Service deleted successfully',
  serviceNotFound: 'This service does not exist (any more).',
  serviceUsed: 'Appointments have been booked for this service, so it cannot be deleted: untick Active to take it off offer instead.',
  confirmDeleteService: 'Are you sure you want to delete this service? One with appointments cannot be deleted.',
  notAPractitioner: 'Only active staff accounts with the Practitioner role can give a service.',
  photoMissing: 'This photo is no longer in the media library: please choose another.',

  fetchPractitionersFailed: 'Failed to fetch practitioners',
  savePractitionerFailed: 'Failed to save practitioner',
  practitionerUpdated: 'Practitioner saved successfully',
  practitionerNotFound: 'This practitioner does not exist (any more).',
  timeOffFailed: 'Failed to save time off',
  removeTimeOffFailed: 'Failed to remove time off',
  timeOffAdded: 'Time off added successfully',
  timeOffRemoved: 'Time off removed successfully',
  timeOffGone: 'This time off was removed already.',

  fetchRoomsFailed: 'Failed to fetch treatment rooms',
  saveRoomFailed: 'Failed to save treatment room',
  deleteRoomFailed: 'Failed to delete treatment room',
  roomCreated: 'Treatment room created successfully',
  roomUpdated: 'Treatment room updated successfully',
  roomDeleted: 'Treatment room deleted successfully',
  roomNotFound: 'This treatment room does not exist (any more).',
  roomNameTaken: 'Another treatment room already has this name.',
  roomUsed: 'Appointments have been booked in this room, so it cannot be deleted: untick Active to stop using it instead.',
  confirmDeleteRoom: 'Are you sure you want to delete this treatment room? One with appointments cannot be deleted.',
  closureFailed: 'Failed to save closure',
  removeClosureFailed: 'Failed to remove closure',
  closureAdded: 'Closure added successfully',
  closureRemoved: 'Closure removed successfully',
  closureGone: 'This treatment room closure was removed already.',
} as const;

/** A service as the Services screen lists and edits it. */
export interface ServiceAdminView {
  id: string;
  slug: string;
  name: string;
  description: string;
  photo: string | null;
  category: ServiceCategory;
  durationMinutes: number;
  bufferMinutes: number;
  pricePaise: number;
  stayPricePaise: number | null;
  roomKind: TreatmentRoomKind | null;
  bookableOnline: boolean;
  paymentMode: ServicePaymentMode;
  depositRule: DepositRule;
  active: boolean;
  sortOrder: number;
  /** The practitioners (practitioners.id) who may give it. */
  practitionerIds: string[];
}

/** One weekday's working hours, in minutes after midnight on the estate's clock. */
export interface WorkingDay {
  weekday: number;
  startMinute: number;
  endMinute: number;
  breakStartMinute: number | null;
  breakEndMinute: number | null;
}

/** A span out of use (a practitioner's time off, a room's closure), as the estate's wall clock reads it. */
export interface AwaySpan {
  id: string;
  /** 'YYYY-MM-DD HH:mm' on the estate's clock. */
  from: string;
  to: string;
  note: string | null;
}

/** A practitioner as the Practitioners screen lists and edits them. */
export interface PractitionerAdminView {
  /** practitioners.id: what services, hours and time off name. */
  id: string;
  name: string;
  email: string;
  doctor: boolean;
  title: string | null;
  takesAppointments: boolean;
  hours: WorkingDay[];
  timeOff: AwaySpan[];
}

export interface TreatmentRoomView {
  id: string;
  name: string;
  kind: TreatmentRoomKind;
  active: boolean;
  closures: AwaySpan[];
}

/** Minutes after midnight as a time field holds them: 'HH:MM'. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'Mon 09:00–17:00 (break 13:00–14:00)': a practitioner's week in one line; '' when they work no day. */
export function hoursText(hours: readonly WorkingDay[]): string {
  return [...hours]
    .sort((a, b) => a.weekday - b.weekday)
    .map((day) => {
      const pause = day.breakStartMinute !== null && day.breakEndMinute !== null;
      const breakText = pause ? ` (break ${timeOfMinutes(day.breakStartMinute!)}–${timeOfMinutes(day.breakEndMinute!)})` : '';
      return `${WEEKDAY_LABELS[day.weekday]!.slice(0, 3)} ${timeOfMinutes(day.startMinute)}–${timeOfMinutes(day.endMinute)}${breakText}`;
    })
    .join(', ');
}
