import { getFormProps, getInputProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { blogSchema } from '#app/lib/schemas/admin/blog.ts';
import { BlogImageField } from './blog-image-field.tsx';
import { FormActions, FormErrorBanner, type RecordFormProps, RecordHistory, RecordIntent, useRecordForm } from './record-form.tsx';

export interface EditedBlog {
  id: string;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  published: boolean;
}

/** 'Create New Blog' or 'Edit Blog', with the post's history when editing. */
export function BlogForm({ record: editing, history, lastResult }: RecordFormProps<EditedBlog>) {
  const navigation = useNavigation();
  const intent = editing ? 'update' : 'create';
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const [form, fields] = useRecordForm(blogSchema, {
    id: editing ? `blog-${editing.id}` : 'blog-new',
    lastResult,
    defaultValue: editing
      ? {
          title: editing.title,
          slug: editing.slug,
          author: editing.author,
          excerpt: editing.excerpt,
          content: editing.content,
          published: editing.published,
        }
      : { published: false },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the form moves focus (and a phone's view) to it; closing returns to the list.
  useEffect(() => heading.current?.focus(), [editing?.id]);

  return (
    <section aria-labelledby="blog-form-heading" className="mb-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="blog-form-heading" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-forest-900 focus:outline-none">
        {editing ? 'Edit Blog' : 'Create New Blog'}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-x-6 gap-y-2 md:grid-cols-2">
        <FormErrorBanner errors={form.errors} className="md:col-span-2" />
        <RecordIntent recordId={editing?.id} />
        <FieldFor label="Title" field={fields.title} type="text" />
        <FieldFor label="Author" autoComplete="name" field={fields.author} type="text" />
        <FieldFor
          label="Slug (optional)"
          hint="The address of the post: /blogs/your-slug. Leave empty to make it from the title."
          wide
          field={fields.slug}
          type="text"
        />
        <TextAreaFor label="Excerpt" rows={3} hint="A sentence or two shown in the list of posts." wide field={fields.excerpt} />
        <TextAreaFor
          label="Content"
          rows={16}
          hint="Markdown is accepted: ## headings, **bold**, *italic*, [links](https://…), lists and > quotes."
          wide
          field={fields.content}
        />
        <div className="md:col-span-2">
          <BlogImageField
            key={editing?.id ?? 'new'}
            currentUrl={editing?.imageUrl ?? null}
            errors={fields.image.errors}
            removeName={fields.removeImage.name}
            input={getInputProps(fields.image, { type: 'file' })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-forest-900 md:col-span-2">
          <input {...getInputProps(fields.published, { type: 'checkbox' })} className="size-5 accent-forest-800" />
          Published
        </label>
        <FormActions
          busy={saving}
          submitLabel={editing ? 'Update Blog' : 'Create Blog'}
          cancelHref="/admin/blogs"
          className="mt-2 flex flex-wrap gap-3 md:col-span-2"
        />
      </Form>
      {editing ? <RecordHistory entries={history} className="mt-6 border-t border-sand-200 pt-4" /> : null}
    </section>
  );
}
