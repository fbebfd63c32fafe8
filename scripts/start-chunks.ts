import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTRACTS_MODULE } from "./pure-contracts.ts";

const PACKAGE = /[\\/]node_modules[\\/]/;
/** lucide's modules: the icons, one a file, and what draws them. */
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** `import { AIcon, B } from "lucide-react"` in a module's code (type-only imports are gone by then). */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** lucide's exported names (`XIcon`, `X`, `LucideX`) → the icon's module, from the package's index. */
function lucideIconFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  const code = fs.readFileSync(index, "utf8");
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g)) {
    const file = path.join(path.dirname(index), match[2] as string);
    for (const name of (match[1] as string).matchAll(/default as (\w+)/g)) files.set(name[1] as string, file);
  }
  return files;
}

/**
 * The project's own code that pages run at start, in one chunk (vite.config.ts's `app` group) instead of some thirty:
 *
 * - `inApp`: what the entry imports, directly or not (layout, route tree, providers).
 * - `inPage`: what public pages load at start beyond it (the quote card and slots, the home page's loaders), from
 *   `publicRoots`: paths from the project root, with the query TanStack Router's code splitting adds to a route's
 *   component.
 * - `inIcons`: the lucide icons that all of these import, with what draws them. An icon only a lazy piece draws loads
 *   with that piece.
 *
 * Split by default, that code came as a file per set of lazy chunks sharing a module, many of a few hundred bytes:
 * each a request, and a `<link rel="modulepreload">` the page sets up while it starts (about half a millisecond
 * each on a fast machine; Lighthouse counts four times that). Libraries are left to their own groups, and the
 * contracts are not followed into: what they import builds schemas, which the browser's bundle leaves out.
 *
 * `inRoute`: each public page's own code beyond those (the home page's list and toolbar, the quote page's detail and
 * comments), from its route's component: a page loads its own, not the other's. What two of them share goes with
 * `inPage`.
 */
export function startChunks(
  projectRoot: string,
  entry: string,
  publicRoots: string[],
  routeRoots: Record<string, string[]> = {},
) {
  const app = new Set<string>();
  const page = new Set<string>();
  const routes = new Map<string, Set<string>>();
  const icons = new Set<string>();
  const relative = (id: string) => path.relative(projectRoot, id).split(path.sep).join("/");

  const plugin: Plugin = {
    name: "echoes:start-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildEnd() {
      app.clear();
      page.clear();
      routes.clear();
      icons.clear();
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
      const reached = Object.entries(routeRoots).map(
        ([name, roots]) => [name, ownCodeImportedBy(find(roots))] as const,
      );
      for (const [name, own] of reached) {
        const set = new Set<string>();
        for (const id of own) {
          if (app.has(id) || page.has(id) || id === entryId) continue;
          if (reached.some(([other, theirs]) => other !== name && theirs.has(id))) page.add(id);
          else set.add(id);
        }
        routes.set(name, set);
      }

      const lucideIndex = ids.find((id) => LUCIDE.test(id) && /[\\/]lucide-react\.m?js$/.test(id));
      const iconFiles = lucideIndex ? lucideIconFiles(lucideIndex) : new Map<string, string>();
      for (const id of [entryId ?? "", ...app, ...page, ...[...routes.values()].flatMap((set) => [...set])]) {
        const code = this.getModuleInfo(id)?.code ?? "";
        for (const match of code.matchAll(LUCIDE_IMPORT)) {
          for (const spec of (match[1] as string).split(",")) {
            const name = spec.trim().split(/\s+as\s+/)[0] as string;
            const file = iconFiles.get(name);
            if (name && !file) this.error(`start-chunks: no lucide icon named ${name} (in ${relative(id)})`);
            if (file) icons.add(file);
          }
        }
      }
    },
  };

  return {
    plugin,
    inApp: (id: string) => app.has(id),
    inPage: (id: string) => page.has(id),
    inRoute: (name: string) => (id: string) => routes.get(name)?.has(id) ?? false,
    inIcons: (id: string) => LUCIDE.test(id) && (!LUCIDE_ICON.test(id) || icons.has(id)),
  };
}
