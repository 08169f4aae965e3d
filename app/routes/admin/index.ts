import { redirect } from 'react-router';

// The back-office opens on the day's work (issue #17); the Dashboard stays one link away.
export function loader() {
  return redirect('/admin/today');
}
