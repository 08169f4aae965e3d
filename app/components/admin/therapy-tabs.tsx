import { Link, useLocation } from 'react-router';
import { THERAPY_SCREENS } from '#app/lib/admin/therapies.ts';

/** Services, Practitioners and Treatment rooms: the three screens of Therapies, as links. */
export function TherapyTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Therapies" className="mb-6">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-sand-100 p-1">
        {THERAPY_SCREENS.map((screen) => {
          const active = pathname === screen.to;
          return (
            <li key={screen.to}>
              <Link
                to={screen.to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${
                  active ? 'bg-forest-800 text-white' : 'text-forest-900 hover:bg-sand-200'
                }`}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
