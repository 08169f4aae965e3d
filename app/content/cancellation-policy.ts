// The cancellation policy in figures and words, shown on the guest's manage page and kept with a
// cancelled booking. The refund policy page (legal/refund-policy.ts) says the same in full. The owner
// sets the figures on the Site content screen (editable/policies.ts); each booking keeps the figures in
// force when it was made, and is cancelled by those.

/** The figures that decide what a cancellation gives back. */
export type PolicyFigures = {
  /** Workshops, classes and every other calendar event. */
  event: { noticeHours: number; creditPercent: number; creditValidDays: number };
  /** The retreat package and stays (the refund policy's section 4 names both). */
  retreat: { noticeDays: number; refundPercent: number; creditValidDays: number };
  /** Credit the estate gives for its own cancellation lasts longer than a guest's own. */
  estate: { creditValidDays: number };
  /**
   * Therapies and consultations (private sessions): how many times, and how long ahead, a guest may move
   * one free; and what cancelling gives with how much notice.
   */
  appointment: {
    rescheduleNoticeHours: number;
    freeReschedules: number;
    creditNoticeHours: number;
    creditPercent: number;
    creditValidDays: number;
  };
};

/** The figures before the owner changed any: a booking stored without figures (made before they were kept) follows them. */
export const firstPolicyFigures: PolicyFigures = {
  event: { noticeHours: 48, creditPercent: 100, creditValidDays: 60 },
  retreat: { noticeDays: 7, refundPercent: 50, creditValidDays: 90 },
  estate: { creditValidDays: 365 },
  appointment: { rescheduleNoticeHours: 24, freeReschedules: 1, creditNoticeHours: 24, creditPercent: 100, creditValidDays: 60 },
};

/**
 * The figures a booking keeps, read whole: a booking made before a group of figures existed (the
 * appointments' came later) reads that group's first figures, as it was sold under them.
 */
export function completeFigures(stored: Partial<PolicyFigures> | null | undefined): PolicyFigures {
  if (!stored) return firstPolicyFigures;
  return {
    event: { ...firstPolicyFigures.event, ...stored.event },
    retreat: { ...firstPolicyFigures.retreat, ...stored.retreat },
    estate: { ...firstPolicyFigures.estate, ...stored.estate },
    appointment: { ...firstPolicyFigures.appointment, ...stored.appointment },
  };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'one free reschedule', 'two free reschedules': the count in words while it is small, as the policy reads aloud. */
export function freeReschedulesText(count: number): string {
  return `${NUMBER_WORDS[count] ?? String(count)} free reschedule${count === 1 ? '' : 's'}`;
}

export const cancellationPolicy = {
  refundWorkingDays: '7 to 10',
} as const;

const { refundWorkingDays } = cancellationPolicy;

/** 'A refund of Rs 500 has been started …': where the money goes and how long it takes. */
const refundOnItsWay = (refund: string) =>
  `${refund} has been started to the card or account you paid with. Refunds take ${refundWorkingDays} working days.`;

/** 'a 50%', 'an 80%': the article a percentage takes when read aloud (eight, eleven, eighteen, eighty-…). */
export function aPercent(percent: number, capital = false): string {
  const an = percent === 8 || percent === 11 || percent === 18 || (percent >= 80 && percent <= 89);
  const article = an ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${percent}%`;
}

/** The policy's words that name its figures: those of the booking's figures, or of the published ones before booking. */
export function policyMessages({ event, retreat }: PolicyFigures) {
  return {
    eventCredit: (until: string) =>
      `You will receive ${event.creditPercent}% credit for this booking, valid for ${event.creditValidDays} days (until ${until}), to use towards any workshop, class, stay or retreat with us.`,
    eventNone: `This booking starts in less than ${event.noticeHours} hours, so it is non-refundable. With our approval you may transfer your place to someone else: please write to us before you cancel.`,
    retreatRefundOrCredit: (until: string) =>
      `You may choose ${aPercent(retreat.refundPercent)} refund, or full credit valid for ${retreat.creditValidDays} days (until ${until}). Refunds take ${refundWorkingDays} working days.`,
    retreatNone: `Your booking starts in less than ${retreat.noticeDays} days, so it is not eligible for a refund or credit. If something serious has happened, please write to us and we will see what we can do.`,
    /** Before paying, when the start is too near for the policy to give anything back. */
    shortNoticeBeforePaying: `This start date is less than ${retreat.noticeDays} days away: under our cancellation policy, cancelling it would give no refund or credit.`,
  };
}

export const CANCELLATION_MESSAGES = {
  /** The guest's choice on the manage page, for a paid booking the policy offers both for; the refund's share is the booking's figure. */
  choice: {
    legend: 'What would you like?',
    refund: (percent: number, amount: string) => `${aPercent(percent, true)} refund: ${amount} back to the card or account you paid with`,
    credit: (amount: string, until: string) => `Full credit: ${amount} to spend on any stay, retreat, workshop or class until ${until}`,
    required: 'Please choose a refund or credit before you cancel.',
  },
  /** What a paid booking's cancellation gave, kept with it and shown on the manage page and in the mail. */
  refundStarted: (amount: string) => refundOnItsWay(`A refund of ${amount}`),
  creditIssued: (amount: string, until: string) =>
    `You have a credit of ${amount}, valid until ${until}. Its code is in a separate e-mail: enter it as a promo code when you book a stay, the retreat, a workshop or a class with us.`,
  /** A booking whose only payment was a deposit its terms keep: the refund-or-credit rule has nothing to give back. */
  depositKept: (amount: string) => `Your deposit of ${amount} is not refundable, so cancelling gives nothing back.`,
  /** A reservation never paid for: cancelling it costs nothing and gives nothing back. */
  nothingToRefund: 'You have not paid for this booking, so there is nothing to refund. Cancelling it costs you nothing.',
  /** What a guest gets when the estate cancels the event they booked: everything they paid. */
  estate: {
    refund: (amount: string) => refundOnItsWay(`A full refund of ${amount}`),
    credit: (amount: string, code: string, until: string) =>
      `You have a credit of ${amount}, all that you paid, valid until ${until}. Enter the code ${code} as a promo code when you book a stay, the retreat, a workshop or a class with us.`,
    byHand: (amount: string) =>
      `You paid ${amount} at the estate: we will give all of it back to you. Our team will contact you to arrange it.`,
    unpaid: 'You had not paid for this booking, so nothing is owed to you.',
    givenBackAlready: 'All that you paid for this booking has already been given back to you.',
  },
  refused: {
    cancelled: 'This booking has already been cancelled.',
    completed: 'This booking has been completed, so it can no longer be cancelled.',
    started: 'This booking has already begun, so it can no longer be cancelled.',
  },
} as const;

/**
 * What the policy's texts may say as tokens, '{event.noticeHours}' and the like, each with its value for
 * `figures`: the legal pages are written with them, so their words follow the figures the engine decides by.
 */
export function policyTokens(figures: PolicyFigures): Record<string, string> {
  const tokens: Record<string, string> = { refundWorkingDays };
  for (const [group, values] of Object.entries(figures))
    for (const [name, value] of Object.entries(values as Record<string, number>)) tokens[`${group}.${name}`] = String(value);
  // A count the policy says in words ('one free reschedule'), not as a figure.
  tokens['appointment.freeReschedulesText'] = freeReschedulesText(figures.appointment.freeReschedules);
  return tokens;
}

/** `text` with each policy token replaced by its figure; other braces (the site's {product}) are left as they are. */
export function fillPolicy(text: string, figures: PolicyFigures): string {
  if (!text.includes('{')) return text;
  const tokens = policyTokens(figures);
  // 'a {retreat.refundPercent}%' reads 'an 80%' when the owner sets 80: the article follows the figure.
  return text
    .replace(/\b([Aa]) \{([a-zA-Z]+\.[a-zA-Z]+Percent)\}%/g, (match, article: string, name: string) =>
      tokens[name] === undefined ? match : aPercent(Number(tokens[name]), article === 'A'),
    )
    .replace(/\{([a-zA-Z]+(?:\.[a-zA-Z]+)?)\}/g, (token, name: string) => tokens[name] ?? token);
}
