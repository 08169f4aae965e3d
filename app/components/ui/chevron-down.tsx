/** The down-pointing chevron of a menu or disclosure; `className` says when it turns over, e.g. 'group-open:rotate-180'. */
export function ChevronDown({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={`transition-transform ${className}`} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
