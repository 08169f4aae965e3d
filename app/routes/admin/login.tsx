import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { Logo } from '#app/components/site/logo.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { LOGIN_MESSAGES } from '#app/lib/admin/messages.ts';
import { hydrate } from '#app/lib/hydration.ts';
import { loginSchema } from '#app/lib/schemas/admin/login.ts';
import { isStaffRole } from '#app/lib/staff-roles.ts';
import { useSite } from '#app/lib/use-site.ts';
import { forAuth, readSession } from '#server/auth/guard.ts';
import { auth, AUTH_BASE_PATH } from '#server/auth/instance.ts';
import { landingFor, safeReturnPath } from '#server/auth/return-path.ts';
import { config } from '#server/config.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { logger } from '#server/logger.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/login.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const session = await readSession(request);
  if (isStaffRole(session?.role))
    throw redirect(safeReturnPath(new URL(request.url).searchParams.get('redirectTo'), landingFor(session?.role)));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await refusedAsAnswer(readForm(request)), { schema: loginSchema });
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const { email, password, redirectTo } = submission.value;

  // Through Better Auth's own endpoint, so its rate limiter and password checks apply.
  const publicUrl = config().publicUrl;
  const signIn = forAuth(request, requestInfo(context).ip, {
    url: `${publicUrl}${AUTH_BASE_PATH}/sign-in/email`,
    method: 'POST',
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  // The origin was checked on the way in (server/http/origin.ts); this call is the server's own.
  signIn.headers.set('origin', publicUrl);
  let response: Response;
  try {
    response = await (await auth()).handler(signIn);
  } catch (error) {
    logger.error({ err: error }, 'sign-in failed unexpectedly');
    return data(submission.reply({ formErrors: [LOGIN_MESSAGES.unexpected], hideFields: ['password'] }), { status: 500 });
  }
  const body = (await response.json().catch(() => null)) as { message?: string; user?: { role?: string } } | null;
  if (!response.ok) {
    const message = typeof body?.message === 'string' && body.message ? body.message : LOGIN_MESSAGES.unexpected;
    return data(submission.reply({ formErrors: [message], hideFields: ['password'] }), { status: response.status });
  }
  if (!isStaffRole(body?.user?.role)) {
    // A valid account without a staff role gets no back-office session at all.
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    await (await auth()).api.signOut({ headers: new Headers({ cookie: cookies }) }).catch(() => undefined);
    return data(submission.reply({ formErrors: [LOGIN_MESSAGES.notAdmin], hideFields: ['password'] }), { status: 403 });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(safeReturnPath(redirectTo, landingFor(body?.user?.role)), { headers });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [showPassword, setShowPassword] = useState(false);
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData : null,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const busy = navigation.state !== 'idle';

  return (
    <main className="grid min-h-screen place-items-center bg-forest-900 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <div className="flex justify-center text-forest-900">
          <Logo name={site.name} tone="dark" />
        </div>
        <h1 className="mt-6 text-center text-3xl font-semibold text-forest-900">Admin Login</h1>
        {/* A full page load on success: the whole back-office starts fresh. */}
        <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 space-y-2">
          {form.errors?.length ? <Banner tone="error">{form.errors[0]}</Banner> : null}
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <FieldFor label="Email" autoComplete="username" field={fields.email} type="email" />
          <div className="relative">
            <FieldFor label="Password" autoComplete="current-password" field={fields.password} type={showPassword ? 'text' : 'password'} />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-controls={fields.password.id}
              className="absolute top-8 right-1.5 min-h-9 rounded-md px-3 text-sm font-semibold text-forest-800 hover:bg-sand-100"
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
          <SubmitButton
            busy={busy}
            busyLabel="SIGNING IN..."
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white hover:bg-forest-700 disabled:opacity-60"
          >
            SIGN IN
          </SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm text-muted">{LOGIN_MESSAGES.note}</p>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Admin Login' }, { name: 'robots', content: 'noindex, nofollow' }];

// Its forms and dialogs need React in the browser.
export const handle = hydrate;
