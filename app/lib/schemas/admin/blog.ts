import { SLUG_MAX, slugify } from '#app/lib/slug.ts';
import { IMAGE_TYPES } from '#app/lib/uploaded-image.ts';
import { z } from '../z.ts';

// Short fields fit a heading; a post's body may be long, but not a book.
export const BLOG_LIMITS = { title: 200, author: 120, excerpt: 1000, content: 50_000, slug: SLUG_MAX } as const;

function requiredString(what: string, max: number) {
  const missing = `Please enter ${what}.`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Please keep ${what.replace(/^(a|an|the) /, 'the ')} to ${max.toLocaleString('en-GB')} characters or fewer.`);
}

export const blogSchema = z.object({
  title: requiredString('a title', BLOG_LIMITS.title),
  author: requiredString('the author', BLOG_LIMITS.author),
  excerpt: requiredString('an excerpt', BLOG_LIMITS.excerpt),
  content: requiredString('the content', BLOG_LIMITS.content),
  // Empty means "from the title"; a typed slug is normalised by the same rule.
  slug: z
    .string({ error: 'Please enter the slug as text.' })
    .trim()
    .max(BLOG_LIMITS.slug, `Please keep the slug to ${BLOG_LIMITS.slug} characters or fewer.`)
    .transform((value, context) => {
      const slug = slugify(value);
      if (!slug) context.addIssue({ code: 'custom', message: 'The slug needs at least one letter or digit.' });
      return slug;
    })
    .optional(),
  published: z.boolean({ error: 'Published must be ticked or left empty.' }).default(false),
  image: z
    .instanceof(File, { message: 'Please choose an image file.' })
    .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), 'Please choose a JPEG, PNG, WebP or AVIF image.')
    .optional(),
  removeImage: z.boolean({ error: 'Remove image must be ticked or left empty.' }).default(false),
});

export type BlogInput = z.infer<typeof blogSchema>;
