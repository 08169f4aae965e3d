import type { ReactNode } from 'react';
import { Link } from './site-link.tsx';

const variants = {
  primary: 'bg-clay-600 text-white hover:bg-clay-700',
  dark: 'bg-forest-800 text-white hover:bg-forest-700',
  outline: 'border border-current text-forest-900 hover:bg-forest-900 hover:text-sand-50',
  light: 'border border-sand-50 text-sand-50 hover:bg-sand-50 hover:text-forest-900',
} as const;

export function ButtonLink({
  to,
  children,
  variant = 'primary',
  className = '',
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-[0.14em] transition-colors ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
