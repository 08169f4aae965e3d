import type { ServiceCategory, ServicePaymentMode, TreatmentRoomKind } from '#app/lib/enums.ts';

// The demo estate's therapies (server/seed.ts, development and the browser tests only; a real estate
// enters its own on the Therapies screen): who gives them, when they work, the rooms and the services.

export interface DemoPractitioner {
  /** The e2e practitioner's account is the first one, so a practitioner can sign in to the demo. */
  email: string;
  name: string;
  title: string;
  doctor: boolean;
}

export const demoPractitioners: readonly DemoPractitioner[] = [
  { email: 'practitioner@example.org', name: 'Dr Kavya Rao', title: 'Ayurvedic physician (BAMS)', doctor: true },
  { email: 'anil.therapist@example.org', name: 'Anil Menon', title: 'Senior Ayurveda therapist', doctor: false },
  { email: 'lakshmi.therapist@example.org', name: 'Lakshmi Nair', title: 'Naturopathy therapist', doctor: false },
];

/** Every demo practitioner works 09:00 to 18:00 with lunch from 13:00, Monday to Saturday (weekday 1 to 6). */
export const demoHours = { startMinute: 9 * 60, endMinute: 18 * 60, breakStartMinute: 13 * 60, breakEndMinute: 14 * 60 } as const;
export const demoWorkingDays = [1, 2, 3, 4, 5, 6] as const;

export const demoTreatmentRooms: readonly { name: string; kind: TreatmentRoomKind }[] = [
  { name: 'Massage room 1', kind: 'massage' },
  { name: 'Massage room 2', kind: 'massage' },
  { name: 'Consultation room', kind: 'consultation' },
];

export interface DemoService {
  slug: string;
  name: string;
  description: string;
  photo: string;
  category: ServiceCategory;
  durationMinutes: number;
  bufferMinutes: number;
  pricePaise: number;
  stayPricePaise: number | null;
  roomKind: TreatmentRoomKind | null;
  paymentMode: ServicePaymentMode;
  /** Indexes into demoPractitioners of those who give it. */
  givenBy: readonly number[];
}

export const demoServices: readonly DemoService[] = [
  {
    slug: 'abhyanga-massage',
    name: 'Abhyanga massage',
    description: 'A full-body massage with warm herbal oils, to calm the mind and ease tired muscles.',
    photo: 'forest-stream',
    category: 'massage',
    durationMinutes: 60,
    bufferMinutes: 15,
    pricePaise: 350_000,
    stayPricePaise: 300_000,
    roomKind: 'massage',
    paymentMode: 'online',
    givenBy: [1, 2],
  },
  {
    slug: 'doctor-consultation',
    name: 'Doctor consultation',
    description: 'An Ayurvedic consultation with our physician: your constitution, your health and the therapies that suit you.',
    photo: 'misty-hills',
    category: 'consultation',
    durationMinutes: 30,
    bufferMinutes: 0,
    pricePaise: 150_000,
    stayPricePaise: null,
    roomKind: 'consultation',
    paymentMode: 'online',
    givenBy: [0],
  },
  {
    slug: 'steam-and-sauna',
    name: 'Steam and sauna',
    description: 'Herbal steam followed by a dry sauna, to open the pores and let the body rest.',
    photo: 'water-drop',
    category: 'hydrotherapy',
    durationMinutes: 45,
    bufferMinutes: 15,
    pricePaise: 120_000,
    stayPricePaise: null,
    roomKind: 'massage',
    paymentMode: 'online',
    givenBy: [1, 2],
  },
  {
    slug: 'mud-bath',
    name: 'Mud bath',
    description: 'A cooling wrap of mineral-rich mud, paid at the estate after your session.',
    photo: 'moss-carpet',
    category: 'naturopathy',
    durationMinutes: 45,
    bufferMinutes: 15,
    pricePaise: 180_000,
    stayPricePaise: null,
    roomKind: 'massage',
    paymentMode: 'at-estate',
    givenBy: [2],
  },
  {
    slug: 'naturopathy-consultation',
    name: 'Naturopathy consultation',
    description: 'A conversation about diet, rest and natural remedies, with a plan to take home.',
    photo: 'leaf-veins',
    category: 'naturopathy',
    durationMinutes: 30,
    bufferMinutes: 0,
    pricePaise: 100_000,
    stayPricePaise: null,
    roomKind: 'consultation',
    paymentMode: 'online',
    givenBy: [0, 2],
  },
];
