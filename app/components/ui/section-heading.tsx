import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
  tone = 'dark',
  id,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
  id?: string;
}) {
  const center = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${center}`}>
      {eyebrow ? <p className={`eyebrow ${tone === 'dark' ? 'text-clay-700' : 'text-gold-300'}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-3xl font-semibold sm:text-4xl ${tone === 'dark' ? 'text-forest-900' : 'text-sand-50'}`}>
        {title}
      </h2>
      {children ? <div className={`mt-4 text-base sm:text-lg ${tone === 'dark' ? 'text-muted' : 'text-sand-200'}`}>{children}</div> : null}
    </div>
  );
}
