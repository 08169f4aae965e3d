import { Link } from 'react-router';
import { ColumnHeadings } from '#app/components/ui/column-headings.tsx';
import { BLOG_MESSAGES } from '#app/lib/admin/messages.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ScrollRegion } from './scroll-region.tsx';

export interface BlogRow {
  id: string;
  title: string;
  author: string;
  slug: string;
  published: boolean;
}

function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge kind="post" status={published ? 'published' : 'draft'}>
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

function Actions({ blog }: { blog: BlogRow }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/admin/blogs?edit=${blog.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${blog.title}`}>
        Edit
      </Link>
      {blog.published ? (
        <Link to={`/blogs/${encodeURIComponent(blog.slug)}`} className={buttonClass('ghost', 'sm')} aria-label={`View ${blog.title}`}>
          View
        </Link>
      ) : null}
      <ConfirmDelete id={blog.id} question={BLOG_MESSAGES.confirmDelete} label={`Delete ${blog.title}`} />
    </div>
  );
}

/** A phone shows each post as a card: four columns do not fit 390 px. */
function BlogCards({ blogs }: { blogs: BlogRow[] }) {
  return (
    <ul aria-label="Blogs" className="mt-4 divide-y divide-sand-200 md:hidden">
      {blogs.map((blog) => (
        <li key={blog.id} data-blog-row={blog.id} className="space-y-2 py-4">
          <p className="font-medium break-words text-ink">{blog.title}</p>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span className="break-words">
              <span className="sr-only">Author: </span>
              {blog.author}
            </span>
            <PublishedBadge published={blog.published} />
          </p>
          <Actions blog={blog} />
        </li>
      ))}
    </ul>
  );
}

function BlogRows({ blogs }: { blogs: BlogRow[] }) {
  return (
    <ScrollRegion label="Blogs table" className="mt-4 hidden overflow-x-auto focus:outline-2 focus:outline-forest-600 md:block">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-sand-200 text-xs tracking-[0.12em] text-forest-900 uppercase">
          <tr>
            <ColumnHeadings columns={['Title', 'Author', 'Status', 'Actions']} className="py-3 pr-4" lastClassName="py-3" />
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {blogs.map((blog) => (
            <tr key={blog.id} data-blog-row={blog.id}>
              <td className="max-w-xs py-3 pr-4 font-medium break-words text-ink">{blog.title}</td>
              <td className="max-w-[12rem] py-3 pr-4 break-words">{blog.author}</td>
              <td className="py-3 pr-4">
                <PublishedBadge published={blog.published} />
              </td>
              <td className="py-3">
                <Actions blog={blog} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The Blogs screen's columns: Title, Author, Status, Actions; staff text is React text, so markup in it stays text. */
export function BlogTable({ blogs }: { blogs: BlogRow[] }) {
  return (
    <section aria-labelledby="blogs-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="blogs-heading" className="text-2xl font-semibold text-forest-900">
        Blogs ({blogs.length})
      </h2>
      {blogs.length === 0 ? (
        <p className="mt-4 text-muted">No blogs yet. Create one to get started!</p>
      ) : (
        <>
          <BlogCards blogs={blogs} />
          <BlogRows blogs={blogs} />
        </>
      )}
    </section>
  );
}
