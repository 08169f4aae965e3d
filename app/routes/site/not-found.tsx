import { data } from 'react-router';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/not-found.ts';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'Page not found', description: 'This page could not be found.', path: '/404', noindex: true }),
];
