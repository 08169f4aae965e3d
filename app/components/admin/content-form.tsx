import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { Field, FieldMessages, TextArea } from '#app/components/ui/field.tsx';
import { fieldErrorId } from '#app/components/ui/reply-templates.contract.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { type ContentDefinition, type ContentField, inputValue, YES_NO_OPTIONS } from '#app/content/editable/index.ts';
import type { MediaPhotoView } from '#app/lib/media-library.ts';
import { buttonClass } from './buttons.ts';
import { ContentPhotoPicker } from './content-photo-picker.tsx';
import { FormErrorBanner } from './record-form.tsx';

// A page's words as a form, made from its definition (app/content/editable): one input per field, in
// its sections. Save draft keeps it for the preview; Publish makes it what guests read. The server
// checks it with the same schema and answers any mistake next to its field.

/** The messages of a field, and of the items of a list field ('intro.paragraphs[1]'). */
function errorsOf(errors: Record<string, string[]> | undefined, name: string): string[] | undefined {
  if (!errors) return undefined;
  const found = Object.entries(errors)
    .filter(([path]) => path === name || path.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages);
  return found.length ? [...new Set(found)] : undefined;
}

function ContentInput({
  field,
  formId,
  content,
  photos,
  errors,
}: {
  field: ContentField;
  formId: string;
  content: unknown;
  photos: readonly MediaPhotoView[];
  errors?: string[];
}) {
  const common = {
    id: `${formId}-${field.name.replace(/[^a-zA-Z0-9]+/g, '-')}`,
    name: field.name,
    label: field.label,
    hint: field.hint,
    errors,
    defaultValue: inputValue(content, field),
    wide: !['line', 'number', 'choice', 'yesno'].includes(field.kind),
  };
  switch (field.kind) {
    case 'line':
      return <Field {...common} type="text" />;
    case 'number':
      return <Field {...common} type="number" min={0} step={1} />;
    case 'paragraph':
      return <TextArea {...common} rows={3} />;
    case 'lines':
      return <TextArea {...common} rows={4} />;
    case 'photo':
      return (
        <ContentPhotoPicker
          id={common.id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          value={common.defaultValue}
          photos={photos}
          errors={errors}
        />
      );
    case 'markdown':
      return <TextArea {...common} rows={24} spellCheck />;
    case 'choice':
    case 'yesno':
      return <ChoiceInput {...common} options={field.kind === 'yesno' ? YES_NO_OPTIONS : (field.options ?? [])} />;
  }
}

/** A choice or yes/no field: a select, with its hint and message under it as a text field has them. */
function ChoiceInput({
  id,
  name,
  label,
  hint,
  errors,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  const describedBy = [hint ? `${id}-hint` : '', fieldErrorId(id)].filter(Boolean).join(' ');
  return (
    <div>
      <SelectField
        id={id}
        name={name}
        label={label}
        options={options}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}

export function ContentForm({
  definition,
  content,
  photos,
  lastResult,
}: {
  definition: ContentDefinition;
  content: unknown;
  /** The media library, which the page's photo slots choose from. */
  photos: readonly MediaPhotoView[];
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [form] = useForm({
    id: `content-${definition.key}`,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: definition.schema }),
  });
  const errors = form.allErrors;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6">
      <input type="hidden" name="key" value={definition.key} />
      <FormErrorBanner errors={form.errors} className="mb-4" />
      {definition.sections.map((section) => (
        <fieldset key={section.legend} className="mb-6 border-t border-sand-200 pt-4">
          <legend className="pr-3 text-lg font-semibold text-forest-900">{section.legend}</legend>
          <div className="mt-2 grid gap-x-6 gap-y-1 md:grid-cols-2">
            {section.fields.map((field) => (
              <ContentInput
                key={field.name}
                field={field}
                formId={form.id}
                content={content}
                photos={photos}
                errors={errorsOf(errors, field.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {/* The form is long: its buttons stay in view at the bottom of the window. */}
      <div className="sticky bottom-0 -mx-5 flex flex-wrap gap-3 border-t border-sand-200 bg-white px-5 py-3 sm:-mx-8 sm:px-8">
        <SubmitButton name="intent" value="save" busy={sending === 'save'} busyLabel="Saving..." className={buttonClass('secondary')}>
          Save draft
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="publish"
          busy={sending === 'publish'}
          busyLabel="Publishing..."
          className={buttonClass('primary')}
        >
          Publish
        </SubmitButton>
      </div>
    </Form>
  );
}
