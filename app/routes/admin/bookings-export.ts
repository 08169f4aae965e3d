// Placeholder until the export lands (issue 5).
export function loader() {
  return new Response('', { status: 404 });
}
