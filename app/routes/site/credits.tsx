import { ColumnHeadings } from '#app/components/ui/column-headings.tsx';
import { credits } from '#app/content/credits.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/credits.ts';

const software = [
  ['React', 'MIT'],
  ['React Router', 'MIT'],
  ['Vite', 'MIT'],
  ['Tailwind CSS', 'MIT'],
  ['Express', 'MIT'],
  ['Drizzle ORM', 'Apache-2.0'],
  ['PGlite and PostgreSQL', 'Apache-2.0 / PostgreSQL'],
  ['Zod and Conform', 'MIT'],
  ['Inter and Cormorant Garamond typefaces (Fontsource)', 'SIL Open Font License 1.1'],
] as const;

export default function Credits() {
  return (
    <article className="container-page max-w-4xl py-14 sm:py-20">
      <p className="eyebrow text-clay-700">With gratitude</p>
      <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">Credits</h1>
      <p className="mt-4 text-lg text-muted">
        The photographs and films on this site are free works by generous photographers, shared under the licences below. The site itself
        runs on open-source software.
      </p>
      <h2 className="mt-12 text-3xl font-semibold text-forest-900">Photography</h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-sand-300 text-xs tracking-[0.1em] text-muted uppercase">
              <ColumnHeadings columns={['Work', 'Author', 'Licence']} className="py-2 pr-4" lastClassName="py-2" />
            </tr>
          </thead>
          <tbody>
            {credits.map((credit) => (
              <tr key={credit.name} className="border-b border-sand-200">
                <td className="py-2.5 pr-4">{credit.title}</td>
                <td className="py-2.5 pr-4">{credit.author}</td>
                <td className="py-2.5">
                  <a
                    href={credit.licenceUrl}
                    className="text-forest-800 underline underline-offset-2 hover:text-clay-700"
                    rel="license noopener"
                  >
                    {credit.licence}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-12 text-3xl font-semibold text-forest-900">Software</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {software.map(([name, licence]) => (
          <li key={name} className="rounded-lg bg-sand-100 px-4 py-2.5">
            <span className="font-semibold text-forest-900">{name}</span> <span className="text-sm text-muted">· {licence}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Credits', description: 'Photography and software credits for this site.', path: '/credits' });
