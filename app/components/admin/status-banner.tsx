import { useEffect, useState } from 'react';
import { Banner } from '#app/components/ui/banner.tsx';
import { BANNER_MS } from '#app/lib/admin/messages.ts';

export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every action, so the same text twice shows twice. */
  id: string;
}

/** SPEC §4 and §8: a green or red banner that disappears after 3 s. */
export function StatusBanner({ message }: { message: BannerMessage | null | undefined }) {
  const [shown, setShown] = useState<BannerMessage | null>(message ?? null);
  useEffect(() => {
    setShown(message ?? null);
    if (!message) return;
    const timer = window.setTimeout(() => setShown(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [message?.id]);
  // The live region stays in the page so that screen readers announce each new message.
  return <div className="min-h-0">{shown ? <Banner tone={shown.tone}>{shown.text}</Banner> : null}</div>;
}
