import { redirect } from 'react-router';

// The back-office opens on the day's work; the Dashboard stays one link away.
export function loader() {
  return redirect('/admin/today');
}
