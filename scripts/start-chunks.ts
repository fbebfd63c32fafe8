import path from "node:path";
import type { Plugin } from "vite";
import { CONTRACTS_MODULE } from "./pure-contracts.ts";

const PACKAGE = /[\\/]node_modules[\\/]/;

/**
 * The project's own code that pages run at start, in two chunks instead of some thirty.
 *
 * - `app`: what the entry imports, directly or not (layout, route tree, providers).
 * - `page`: what public pages load at start beyond it (a route's component, the quote slots, the header's popovers),
 *   from `publicRoots`: paths from the project root, with the query TanStack Router's code splitting adds to a
 *   route's component.
 *
 * Split by default, that code came as a file per set of lazy chunks sharing a module, many of a few hundred bytes:
 * each a request, and a `<link rel="modulepreload">` the page sets up while it starts (about half a millisecond
 * each on a fast machine; Lighthouse counts four times that). Libraries are left to their own groups, and the
 * contracts are not followed into: what they import builds schemas, which the browser's bundle leaves out.
 */
export function startChunks(projectRoot: string, entry: string, publicRoots: string[]) {
  const app = new Set<string>();
  const page = new Set<string>();
  const relative = (id: string) => path.relative(projectRoot, id).split(path.sep).join("/");

  const plugin: Plugin = {
    name: "echoes:start-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildEnd() {
      app.clear();
      page.clear();
      const ids = [...this.getModuleIds()];
      const find = (wanted: string[]) => {
        const found = ids.filter((id) => wanted.includes(relative(id)));
        const missing = wanted.filter((name) => !found.some((id) => relative(id) === name));
        if (missing.length > 0) this.error(`start-chunks: not in the module graph: ${missing.join(", ")}`);
        return found;
      };
      const ownCodeImportedBy = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || PACKAGE.test(id)) continue;
          seen.add(id);
          if (!CONTRACTS_MODULE.test(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entryIds = find([entry]);
      const [entryId] = entryIds;
      for (const id of ownCodeImportedBy(entryIds)) if (id !== entryId) app.add(id);
      for (const id of ownCodeImportedBy(find(publicRoots))) if (!app.has(id) && id !== entryId) page.add(id);
    },
  };

  return { plugin, inApp: (id: string) => app.has(id), inPage: (id: string) => page.has(id) };
}
