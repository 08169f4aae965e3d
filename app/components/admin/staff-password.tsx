import { useState } from 'react';
import { buttonClass } from './buttons.ts';

/**
 * The password the server just made, shown in this answer only: it stays until the owner leaves the
 * page (unlike the banner, which fades), and is never sent again.
 */
export function OneTimePassword({ email, password }: { email: string; password: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-labelledby="one-time-title"
      className="rounded-2xl border-l-4 border-gold-400 bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="one-time-title" className="text-lg font-semibold text-forest-900">
        One-time password for {email}
      </h2>
      <p className="mt-1 text-sm text-muted">Copy it now and hand it over in person: it will not be shown again.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code data-testid="one-time-password" className="rounded-lg bg-sand-100 px-3 py-2 font-mono text-lg tracking-wider text-ink">
          {password}
        </code>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void navigator.clipboard?.writeText(password).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </section>
  );
}
