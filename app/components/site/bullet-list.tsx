export function BulletList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-2.5 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {/* By position: owner-edited lists may hold two alike. */}
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5">
          <span aria-hidden="true" className="mt-0.5 text-clay-600">
            ✦
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
