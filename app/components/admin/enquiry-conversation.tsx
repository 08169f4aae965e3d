import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { FieldError } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { ENQUIRY_CONVERSATION_MESSAGES as TEXT } from '#app/lib/admin/enquiry-messages.ts';
import {
  type EnquiryConversationView,
  enquiryMessageKindLabels,
  type EnquiryMessageView,
  type EnquiryView,
  type StaffChoice,
} from '#app/lib/admin/enquiry-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { mailStateLabels } from '#app/lib/admin/mail-messages.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { enquiryMessageSchema } from '#app/lib/schemas/admin/enquiry.ts';
import { useSite } from '#app/lib/use-site.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';
import { ContactDetails, Detail, HandledForm, linkClass } from './enquiry-card.tsx';
import { type BannerMessage, StatusBanner } from './status-banner.tsx';

const heading = 'text-sm font-bold tracking-[0.12em] text-forest-900 uppercase';
const messageTone = {
  reply: 'bg-forest-100 ring-forest-100',
  note: 'bg-sand-100 ring-sand-300',
  answer: 'bg-white ring-sand-200',
} as const;

/** The address of "Turn into a booking": the Bookings screen's new booking form, filled in from the enquiry. */
export function bookingFromEnquiryHref(enquiryId: string): string {
  return `/admin/bookings?${new URLSearchParams({ new: '1', enquiry: enquiryId })}`;
}

/**
 * An enquiry as a conversation: the guest's message, then the replies, notes and answers, with the forms
 * that add to it, choose who looks after it and mark it handled. Every text is rendered as text.
 */
export function EnquiryConversation({
  conversation,
  banner,
  lastResult,
  onClose,
}: {
  conversation: EnquiryConversationView | null;
  /** The last action's answer, shown inside the dialog where staff are looking. */
  banner: BannerMessage | null;
  lastResult: SubmissionResult | null;
  onClose: () => void;
}) {
  const can = useStaffCan();
  const { timeZone } = useSite();
  const enquiry = conversation?.enquiry;
  // The assignee's refusal belongs to its select; every other answer with a form result is the message form's.
  const assignError = lastResult?.error?.assigneeId?.[0];
  return (
    <AdminDialog open={Boolean(conversation)} onClose={onClose} title={enquiry ? `Enquiry from ${enquiry.name}` : 'Enquiry'}>
      {conversation && enquiry ? (
        <div className="space-y-5">
          <StatusBanner message={banner} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <ContactDetails enquiry={enquiry} />
            <Detail term="Received">
              <time dateTime={enquiry.receivedAt}>{formatDateTime(enquiry.receivedAt, timeZone)}</time>
            </Detail>
            {enquiry.subject ? <Detail term="Subject">{enquiry.subject}</Detail> : null}
          </dl>
          <section aria-labelledby="enquiry-message-heading">
            <h3 id="enquiry-message-heading" className={heading}>
              Message
            </h3>
            <p className="mt-2 rounded-lg bg-sand-50 p-4 break-words whitespace-pre-wrap">{enquiry.message}</p>
          </section>
          <Conversation messages={conversation.messages} timeZone={timeZone} />
          {can('enquiry:update') ? <MessageForm enquiry={enquiry} lastResult={assignError ? null : lastResult} /> : null}
          <section aria-labelledby="enquiry-booking-heading" className="space-y-2">
            <h3 id="enquiry-booking-heading" className={heading}>
              Booking
            </h3>
            {conversation.booking ? (
              <p className="text-sm">
                Booked as{' '}
                <Link to={`/admin/bookings?view=${conversation.booking.id}`} className={linkClass}>
                  {conversation.booking.reference}
                </Link>
              </p>
            ) : can('booking:create') ? (
              <Link to={bookingFromEnquiryHref(enquiry.id)} className={buttonClass('secondary')}>
                {TEXT.turnIntoBooking}
              </Link>
            ) : (
              <p className="text-sm text-muted">Not booked.</p>
            )}
          </section>
          {can('enquiry:update') ? (
            <div className="flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-4">
              <AssignForm enquiry={enquiry} staff={conversation.staff} error={assignError ?? null} />
              <HandledForm enquiry={enquiry} />
            </div>
          ) : null}
        </div>
      ) : null}
    </AdminDialog>
  );
}

function Conversation({ messages, timeZone }: { messages: EnquiryMessageView[]; timeZone: string }) {
  return (
    <section aria-labelledby="enquiry-conversation-heading">
      <h3 id="enquiry-conversation-heading" className={heading}>
        Conversation
      </h3>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{TEXT.noMessages}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`rounded-lg p-4 ring-1 ${messageTone[message.kind]}`}>
              <p className="text-xs text-muted">
                <span className="font-bold tracking-[0.12em] text-forest-900 uppercase">{enquiryMessageKindLabels[message.kind]}</span>
                {' · '}
                {message.author ?? 'Former staff account'}
                {' · '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone)}</time>
                {message.mail ? ` · mail ${mailStateLabels[message.mail.state].toLowerCase()}` : null}
              </p>
              <p className="mt-2 break-words whitespace-pre-wrap">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One text, three ways to keep it: mailed to the enquirer, a note for staff, or the answer they mailed back. */
function MessageForm({ enquiry, lastResult }: { enquiry: EnquiryView; lastResult: SubmissionResult | null }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('id') === enquiry.id;
  const intent = sending ? String(navigation.formData?.get('intent')) : null;
  const [form, fields] = useForm({
    id: `enquiry-message-${enquiry.id}`,
    lastResult,
    constraint: getZodConstraint(enquiryMessageSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquiryMessageSchema }),
  });
  const hintId = `${fields.body.id}-hint`;
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="space-y-2">
      <input type="hidden" name="id" value={enquiry.id} />
      <label htmlFor={fields.body.id} className="text-sm font-semibold tracking-wide text-forest-900">
        Write to the conversation
      </label>
      <p id={hintId} className="text-sm text-muted">
        A reply is e-mailed to {enquiry.email}. A note stays inside the back-office. A guest’s answer records what they wrote back by
        e-mail.
      </p>
      <textarea
        {...getTextareaProps(fields.body, { ariaDescribedBy: hintId })}
        key={fields.body.key}
        rows={5}
        className="block w-full rounded-lg border border-sand-300 bg-white px-3 py-2.5 text-base"
      />
      <FieldError id={fields.body.errorId} errors={fields.body.errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="reply" busy={intent === 'reply'} busyLabel="Sending..." className={buttonClass('primary')}>
          Send reply by e-mail
        </SubmitButton>
        <SubmitButton name="intent" value="note" busy={intent === 'note'} busyLabel="Saving..." className={buttonClass('secondary')}>
          Add internal note
        </SubmitButton>
        <SubmitButton name="intent" value="answer" busy={intent === 'answer'} busyLabel="Saving..." className={buttonClass('secondary')}>
          Record guest’s answer
        </SubmitButton>
      </div>
    </Form>
  );
}

function AssignForm({ enquiry, staff, error }: { enquiry: EnquiryView; staff: StaffChoice[]; error: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'assign';
  const selectId = `enquiry-assignee-${enquiry.id}`;
  const errorId = `${selectId}-error`;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-start gap-3">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id" value={enquiry.id} />
      <div>
        <label htmlFor={selectId} className="text-sm font-semibold tracking-wide text-forest-900">
          Assigned to
        </label>
        <select
          id={selectId}
          name="assigneeId"
          // A new assignee from the server starts the select again from it.
          key={enquiry.assigneeId ?? ''}
          defaultValue={enquiry.assigneeId ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-1.5 block w-full max-w-xs rounded-lg border border-sand-300 bg-white px-3 py-2.5 text-base"
        >
          <option value="">{TEXT.unassigned}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId} errors={error ? [error] : undefined} />
      </div>
      <SubmitButton busy={busy} busyLabel="Saving..." className={`${buttonClass('secondary')} mt-7`}>
        Assign
      </SubmitButton>
    </Form>
  );
}
