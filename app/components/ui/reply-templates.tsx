import { Banner } from './banner.tsx';
import { FieldErrorText } from './field.tsx';
import { replyMarkup } from './reply-templates.contract.ts';

/**
 * The look of an answer that arrives without a new page, kept in one place (banner.tsx, field.tsx):
 * components/ui/reply-templates.enhance.ts copies these into the dialog's `[data-reply]` region and sets the text.
 */
export function ReplyTemplates({ fieldErrors = false }: { fieldErrors?: boolean }) {
  return (
    <>
      <template {...replyMarkup.template.props('success')}>
        <Banner tone="success">{''}</Banner>
      </template>
      <template {...replyMarkup.template.props('error')}>
        <Banner tone="error">{''}</Banner>
      </template>
      {fieldErrors ? (
        <template {...replyMarkup.fieldErrorTemplate.props()}>
          <FieldErrorText />
        </template>
      ) : null}
    </>
  );
}

/** Where the answer shows: announced politely, with its room kept so nothing moves when it comes. */
export function ReplyRegion({ className = 'min-h-12 pt-1' }: { className?: string }) {
  return <div aria-live="polite" {...replyMarkup.region.props()} className={className} />;
}
