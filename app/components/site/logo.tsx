import { Link } from '#app/components/ui/site-link.tsx';

export function Logo({ name, tone = 'light' }: { name: string; tone?: 'light' | 'dark' }) {
  return (
    <Link to="/" className="flex items-center gap-2.5" aria-label={`${name}, home`}>
      <LotusMark className={tone === 'light' ? 'text-gold-300' : 'text-clay-600'} />
      <span
        className={`font-display text-xl leading-tight font-semibold tracking-wide ${tone === 'light' ? 'text-sand-50' : 'text-forest-900'}`}
      >
        {name}
      </span>
    </Link>
  );
}

function LotusMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M20 8c4 4.5 5.5 9.5 0 17-5.5-7.5-4-12.5 0-17Z" />
      <path d="M20 25c-3.5-6-9-8.5-14-8 0 6 5 9.5 14 8Z" />
      <path d="M20 25c3.5-6 9-8.5 14-8 0 6-5 9.5-14 8Z" />
      <path d="M8 30c7 2 17 2 24 0" strokeLinecap="round" />
    </svg>
  );
}
