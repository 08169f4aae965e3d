// The last resort when React itself cannot render: plain HTML, no scripts, no outside files.
export function serverErrorPage(siteName: string): string {
  const name = siteName.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong | ${name}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f1e7;color:#1f2a24;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem}main{max-width:32rem;text-align:center}a{color:#2f5d46}</style>
</head><body><main><h1>We are sorry, something went wrong</h1><p>Please take a breath and try again in a moment. If it keeps happening, write to us and we will help.</p><p><a href="/">Return to the home page</a></p></main></body></html>`;
}
