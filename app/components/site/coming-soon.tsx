import type { ReactNode } from 'react';
import type { TitledText } from '#app/content/types.ts';

export function ComingSoon({
  heading,
  text,
  cards,
  footnote,
}: {
  heading: string;
  text: string;
  cards: TitledText[];
  footnote: ReactNode;
}) {
  return (
    <section className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="eyebrow text-clay-700">Something new is growing</p>
        <h2 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{heading}</h2>
        <p className="mt-4 text-lg text-muted">{text}</p>
      </div>
      <ul className={`mx-auto mt-12 grid max-w-5xl gap-6 ${cards.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        {cards.map((card) => (
          <li key={card.title} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200">
            <h3 className="text-2xl font-semibold text-forest-900">{card.title}</h3>
            <p className="mt-3 text-muted">{card.text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 max-w-2xl text-center text-lg font-medium text-forest-800">{footnote}</div>
    </section>
  );
}
