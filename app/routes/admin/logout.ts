import { redirect } from 'react-router';
import { auth } from '#server/auth/instance.ts';
import type { Route } from './+types/logout.ts';

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const result = await (await auth()).api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {
    // No session to end: the visitor is signed out already.
  }
  return redirect('/', { headers });
}

export function loader() {
  return redirect('/admin/dashboard');
}
