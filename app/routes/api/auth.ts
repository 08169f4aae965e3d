// Better Auth's own endpoints (sign-in, session, sign-out) under /api/auth; sign-up is disabled.
import { forAuth } from '#server/auth/guard.ts';
import { auth } from '#server/auth/instance.ts';
import { readPassThroughBody } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/auth.ts';

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  // Read here within the cap of every JSON endpoint: Better Auth itself would read any body to its end.
  const bytes = request.method === 'GET' || request.method === 'HEAD' ? undefined : await refusedAsAnswer(readPassThroughBody(request));
  return (await auth()).handler(forAuth(request, requestInfo(context).ip, { bytes }));
}

export const loader = handle;
export const action = handle;
