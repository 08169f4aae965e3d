const colours: Record<string, string> = {
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  pending: 'bg-yellow-100 text-yellow-900',
  completed: 'bg-blue-100 text-blue-900',
};
const other = 'bg-gray-100 text-gray-900';

/** Status colours: confirmed green, cancelled red, pending yellow, completed blue on the users screen, others grey. */
export function StatusBadge({ status, completedBlue = false }: { status: string; completedBlue?: boolean }) {
  const colour = status === 'completed' && !completedBlue ? other : (colours[status] ?? other);
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${colour}`}>{status}</span>;
}
