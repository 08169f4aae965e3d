// Better Auth's own endpoints (sign-in, session, sign-out) under /api/auth; sign-up is disabled.
import { forAuth } from '#server/auth/guard.ts';
import { auth } from '#server/auth/instance.ts';
import { requestInfo } from '#server/http/context.ts';
import type { Route } from './+types/auth.ts';

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return (await auth()).handler(forAuth(request, requestInfo(context).ip));
}

export const loader = handle;
export const action = handle;
