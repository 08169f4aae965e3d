import type { ReactNode } from 'react';

const tones = {
  success: 'border-forest-600 bg-forest-100 text-forest-900',
  error: 'border-clay-600 bg-[#fbe9e2] text-clay-700',
  info: 'border-sand-300 bg-sand-100 text-ink',
} as const;

export function Banner({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border-l-4 px-4 py-3 text-sm font-medium ${tones[tone]}`}>
      {children}
    </div>
  );
}
