import { useEffect, useState } from 'react';
import { Banner } from '#app/components/ui/banner.tsx';
import { BANNER_MS } from '#app/lib/admin/messages.ts';

export interface BannerMessage {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every action, so the same text twice shows twice. */
  id: string;
  /** Stays until the next banner: it tells staff something they must act on (such as the kept dates of a series). */
  sticky?: boolean;
}

/**
 * A green (success) or red (error) banner that disappears after 3 s. It keeps showing when the action
 * data that brought it is gone (say the form closed by changing the URL), until its time is up. A sticky
 * one stays until the next.
 */
export function StatusBanner({ message }: { message: BannerMessage | null | undefined }) {
  const [shown, setShown] = useState<BannerMessage | null>(message ?? null);
  // A new message replaces the one shown, in the render that brings it; its absence hides nothing.
  const [messageId, setMessageId] = useState(message?.id);
  if (messageId !== message?.id) {
    setMessageId(message?.id);
    if (message) setShown(message);
  }
  const shownId = shown?.id;
  const sticky = shown?.sticky === true;
  useEffect(() => {
    if (shownId === undefined || sticky) return;
    const timer = window.setTimeout(() => setShown(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [shownId, sticky]);
  return <div className="min-h-0">{shown ? <Banner tone={shown.tone}>{shown.text}</Banner> : null}</div>;
}
