import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:enhance-entry';
const RESOLVED = `\0${VIRTUAL}`;
const SOURCE = 'app/enhance/index.ts';

/**
 * Pages that need no React on the client load one small script instead (docs/decisions/0001).
 * The client build emits it as its own hashed chunk, and the client code learns its address from
 * the bundler; the server build, which runs after it in the same process, from this plugin.
 */
export function enhanceEntry(): Plugin {
  let built: string | undefined;
  let serving = false;
  return {
    name: 'estate:enhance-entry',
    // The typed attribute contracts (`*.contract.ts`, docs/decisions/0001) are shared by the script and
    // by components of many routes: left to themselves they become a dozen tiny chunks the script waits
    // for one by one. They go together, in one chunk.
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'contracts', test: /(\.contract|\/lib\/data-attribute)\.ts$/ }] } },
          },
        },
      };
    },
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${SOURCE}`)};`;
      if (this.environment?.name === 'client') {
        const ref = this.emitFile({ type: 'chunk', id: SOURCE, name: 'enhance' });
        // Vite writes it as a path from the site's base, the same as the server's address.
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      if (!built) this.error('the client build must run before the server build: the enhance script has no address yet');
      return `export default ${JSON.stringify(built)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(SOURCE));
      if (chunk) built = `/${chunk.fileName}`;
    },
  };
}
