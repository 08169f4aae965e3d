declare module 'virtual:enhance-entry' {
  /** Address of the built app/enhance/index.ts (vite/enhance-entry.ts). */
  const url: string;
  export default url;
}
