import { type ReactNode, useId, useState } from 'react';
import { Form } from 'react-router';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';

/**
 * A delete button that asks first, in the exact words 'Are you sure you want to delete this …?', then
 * posts `intent=delete` and the record's id to the current route's action, whose answer (the banner)
 * becomes the route's action data.
 */
export function ConfirmDelete({
  id,
  question,
  label,
  choice,
  intent = 'delete',
}: {
  id: string;
  question: string;
  label: string;
  /** More of the form under the question, its fields tied to the footer's form by its id (an event's series scope). */
  choice?: (formId: string) => ReactNode;
  /** The action's intent, when the screen deletes more than one kind of record. */
  intent?: string;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <button type="button" className={buttonClass('danger', 'sm')} onClick={() => setOpen(true)} aria-label={label}>
        Delete
      </button>
      <AdminDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Please confirm"
        size="sm"
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <Form method="post" id={formId} onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={id} />
              <button type="submit" className={buttonClass('danger')}>
                Delete
              </button>
            </Form>
          </>
        }
      >
        <p>{question}</p>
        {choice?.(formId)}
      </AdminDialog>
    </>
  );
}
