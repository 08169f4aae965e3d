const tones = {
  primary: 'bg-forest-800 text-white hover:bg-forest-700',
  secondary: 'border border-forest-800 text-forest-900 hover:bg-sand-100',
  danger: 'bg-clay-700 text-white hover:bg-clay-600',
  ghost: 'text-forest-900 underline-offset-4 hover:underline',
} as const;

const sizes = { md: 'min-h-11 px-5 text-sm', sm: 'min-h-9 px-3 text-sm' } as const;

/** The back-office's buttons: one look for every screen. */
export function buttonClass(tone: keyof typeof tones = 'primary', size: keyof typeof sizes = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${tones[tone]} ${sizes[size]}`;
}
