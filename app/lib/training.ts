import type { DepositTerms } from './deposit.ts';
import { z } from './schemas/z.ts';
import { answerField, TRAINING_MESSAGES } from './training-messages.ts';

export { answerField, TRAINING_MESSAGES };

// Enrolling in a training batch: the questions the owner asks of applicants, the answers a guest gives,
// and the words of the enrolment and of the owner's decision, each once for the page, the server and the tests.

/** One question of a programme's application: its words, whether a line or a paragraph answers it, and whether it must be answered. */
export const applicationQuestionSchema = z.object({
  text: z.string().trim().min(1).max(300),
  answer: z.enum(['short', 'long']),
  required: z.boolean(),
});
export type ApplicationQuestion = z.infer<typeof applicationQuestionSchema>;

export const MAX_QUESTIONS = 8;
/** A batch whose seats are all taken, on its programme's card. */
export const BATCH_FULL = 'Fully booked';
/** The longest answer kept, by kind: a line, or a paragraph. */
export const ANSWER_MAX = { short: 200, long: 2000 } as const;

/** What the seeded programmes ask first; the owner changes them on the Learning screen. */
export const FIRST_APPLICATION_QUESTIONS: ApplicationQuestion[] = [
  { text: 'Your experience: how long have you practised yoga, and how?', answer: 'long', required: true },
  { text: 'Your motivation: why do you want to join this training?', answer: 'long', required: true },
];

/** A question and its answer as the booking keeps them: the words asked, so a later edit of the questions changes nothing kept. */
export interface ApplicationAnswer {
  question: string;
  answer: string;
}

/** How a guest may pay for a batch: its deposit now, or the whole fee. */
export const trainingPayments = ['deposit', 'full'] as const;
export type TrainingPayment = (typeof trainingPayments)[number];

/**
 * Checks the answers a guest gave against the programme's questions now: each required one answered, none
 * longer than its kind allows. Answers are sent in the questions' order; blank optional ones are kept blank.
 */
export function readAnswers(
  questions: readonly ApplicationQuestion[],
  given: readonly (string | undefined)[],
): { answers: ApplicationAnswer[] } | { error: string } {
  const answers: ApplicationAnswer[] = [];
  for (const [index, question] of questions.entries()) {
    const answer = (given[index] ?? '').trim();
    if (question.required && !answer) return { error: TRAINING_MESSAGES.answerRequired(question.text) };
    const max = ANSWER_MAX[question.answer];
    if (answer.length > max) return { error: TRAINING_MESSAGES.answerTooLong(question.text, max) };
    answers.push({ question: question.text, answer });
  }
  return { answers };
}

/** What the enrolment dialog shows of a batch's terms: the fee, and the deposit offered when one applies. */
export interface TrainingOffer {
  batchId: string;
  feePaise: number;
  /** The deposit the batch's rule offers booked today; null when the whole fee is paid now. */
  deposit: DepositTerms | null;
}

/** An application waiting for the owner, as the Learning screen lists it. */
export interface ApplicationView {
  id: string;
  reference: string;
  name: string;
  email: string | null;
  phone: string;
  batch: string;
  paid: string;
  answers: ApplicationAnswer[];
}
