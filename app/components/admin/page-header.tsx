import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './buttons.ts';
import { type BannerMessage, StatusBanner } from './status-banner.tsx';

/** The title of an admin screen with its main action on the right. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{title}</h1>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

/**
 * The top of a screen of records: its title with the "Add New …" link, which reads Cancel and leads back
 * while the form is open, and the screen's banner under it (nothing when there is no message).
 */
export function RecordScreenTop(props: {
  title: string;
  add: string;
  path: string;
  formOpen: boolean;
  message: BannerMessage | null | undefined;
}) {
  const { title, add, path, formOpen, message } = props;
  return (
    <>
      <AdminPageHeader title={title}>
        <Link to={formOpen ? path : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : add}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={message} />
      </div>
    </>
  );
}
