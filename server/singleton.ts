// The HTTP server (run by Node) and the server build (bundled by Vite) each load their own
// copy of a module; process-wide resources keyed on globalThis are shared by both copies.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __estateSingletons?: Map<string, unknown> };
  store.__estateSingletons ??= new Map();
  if (!store.__estateSingletons.has(name)) store.__estateSingletons.set(name, create());
  return store.__estateSingletons.get(name) as T;
}
