// @ts-check
/**
 * The layer rules of docs/architecture.md as an ESLint plugin, for aliases (`#client/…`) and relative paths alike:
 *
 * - `boundaries/import-directions`: which folder may import which (`layerProblem` below).
 * - `boundaries/no-cycle`: no import cycle among the project's files, type-only imports included (a type cycle is
 *   still two files that cannot be understood one without the other). import-x's `no-cycle` skips type imports.
 *
 * scripts/lint/boundaries.test.ts proves each rule on fixtures, so that neither can silently stop checking.
 */
import fs from "node:fs";
import path from "node:path";

/** Where `#alias/*` imports point (package.json "imports"). */
const ALIASES = {
  "#contracts/": "src/contracts/",
  "#server/": "src/server/",
  "#client/": "src/client/",
  "#tests/": "tests/",
};

/** Repository-relative POSIX path of an import target, or undefined for a package. */
export function targetOf(specifier, filename, root) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith(".")) {
    return toPosix(path.relative(root, path.resolve(path.dirname(filename), specifier)));
  }
  return undefined;
}

const toPosix = (file) => file.split(path.sep).join("/");
const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
const isTest = (file) => /\.test\.tsx?$/.test(file);
const featureOf = (file) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];
const moduleOf = (file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

/** Why an import from `from` to `specifier` (resolving to `target`) breaks the layering, or undefined. */
export function layerProblem(from, specifier, target) {
  if (within(from, "src/contracts")) {
    if (target === undefined) {
      const allowed = isTest(from) ? /^(zod|vitest)(\/|$)/ : /^zod(\/|$)/;
      return allowed.test(specifier)
        ? undefined
        : "src/contracts imports zod only: it is shared by the server and the browser.";
    }
    return within(target, "src/contracts") ? undefined : "src/contracts imports only its own files and zod.";
  }
  if (target === undefined) return undefined;
  if (within(from, "src/server") && within(target, "src/client")) {
    return "The server never imports client code; share it through src/contracts.";
  }
  if (within(from, "src/client") && within(target, "src/server")) {
    return "The client never imports server code; share it through src/contracts.";
  }
  if (within(from, "src/client") && within(target, "tests")) {
    return "Client code never imports test helpers.";
  }
  if (within(from, "src/server") && within(target, "tests") && !isTest(from)) {
    return "Server code never imports test helpers (only *.test.ts files may).";
  }
  return clientProblem(from, target) ?? serverProblem(from, target);
}

function clientProblem(from, target) {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" may not import feature "${toFeature}": compose features in src/client/app.`;
  }
  if (fromFeature && within(target, "src/client/app")) {
    return `Feature "${fromFeature}" may not import src/client/app: the app composes features, not the reverse.`;
  }
  const shared = within(from, "src/client/lib") || within(from, "src/client/components");
  if (shared && (within(target, "src/client/features") || within(target, "src/client/app"))) {
    return "src/client/lib and src/client/components are shared by every feature: they import no feature nor the app.";
  }
  return undefined;
}

function serverProblem(from, target) {
  if (within(from, "src/server/plugins") && within(target, "src/server/modules")) {
    return "src/server/plugins import no module: a module hands a plugin what it needs when the app is built.";
  }
  if (within(from, "src/server/lib") && (within(target, "src/server/db") || within(target, "src/server/modules"))) {
    return "src/server/lib holds generic helpers: it imports neither src/server/db nor a module.";
  }
  const fromModule = moduleOf(from);
  const toModule = moduleOf(target);
  if (fromModule && toModule && fromModule !== toModule && /\.repository\.ts$/.test(target)) {
    return `Module "${fromModule}" may not import module "${toModule}"'s repository: use its public face (index.ts or *.public.ts).`;
  }
  return undefined;
}

/** The `from "…"`, `import "…"` and `import("…")` specifiers of a file's source, type-only imports included. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\n]+)["']/g;

/** The project's files and what each imports, read from disk once per lint run; shared by every file linted. */
class ImportGraph {
  constructor(root) {
    this.root = root;
    /** @type {Map<string, string[]>} */
    this.edges = new Map();
    /** @type {Map<string, number> | undefined} */
    this.component = undefined;
  }

  /** A specifier's file: the path itself, or with a TypeScript extension when the source names none. */
  resolve(target) {
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
      const file = path.join(this.root, candidate);
      if (/\.(ts|tsx|js|mjs)$/.test(candidate) && fs.existsSync(file) && fs.statSync(file).isFile()) return candidate;
    }
    return undefined;
  }

  importsOf(file) {
    let edges = this.edges.get(file);
    if (edges) return edges;
    edges = [];
    this.edges.set(file, edges);
    const source = fs.readFileSync(path.join(this.root, file), "utf8");
    for (const match of source.matchAll(IMPORT)) {
      const target = targetOf(match[1], path.join(this.root, file), this.root);
      const resolved = target === undefined ? undefined : this.resolve(target.replace(/\?.*$/, ""));
      if (resolved && resolved !== file) edges.push(resolved);
    }
    return edges;
  }

  /** Tarjan's strongly connected components over every file reachable from `start`: a cycle is a component. */
  sameCycle(file, target) {
    this.component ??= new Map();
    if (!this.component.has(file)) this.explore(file);
    const a = this.component.get(file);
    return a !== undefined && a === this.component.get(target) && this.cyclic.has(a);
  }

  explore(start) {
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    this.cyclic ??= new Set();
    let counter = this.nextIndex ?? 0;
    let componentId = this.nextComponent ?? 0;
    // Iterative, so that a long import chain cannot overflow the stack.
    const frames = [{ file: start, edges: this.importsOf(start), at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.at < frame.edges.length) {
        const next = frame.edges[frame.at++];
        if (this.component.has(next)) continue;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          frames.push({ file: next, edges: this.importsOf(next), at: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(next)));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const id = componentId++;
      let size = 0;
      for (;;) {
        const member = stack.pop();
        onStack.delete(member);
        this.component.set(member, id);
        size++;
        if (member === frame.file) break;
      }
      if (size > 1) this.cyclic.add(id);
    }
    this.nextIndex = counter;
    this.nextComponent = componentId;
  }
}

/**
 * One graph per project root for a whole lint run (ESLint runs a rule file by file; the tree is read once). In an
 * editor, a file changed since the graph was read starts a fresh one.
 */
const graphs = new Map();
function graphFor(root, filename) {
  const changed = fs.existsSync(filename) ? fs.statSync(filename).mtimeMs : 0;
  let entry = graphs.get(root);
  if (!entry || changed > entry.readAt) {
    entry = { graph: new ImportGraph(root), readAt: Date.now() };
    graphs.set(root, entry);
  }
  return entry.graph;
}

const importNodes = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/** The plugin, for a project whose root is `root`. */
export function boundariesPlugin(root) {
  const relative = (filename) => toPosix(path.relative(root, filename));
  return {
    meta: { name: "echoes-boundaries" },
    rules: {
      "import-directions": {
        meta: {
          type: "problem",
          docs: { description: "Enforce the import directions between the layers of docs/architecture.md" },
          schema: [],
          messages: { boundary: "{{reason}} ('{{specifier}}')" },
        },
        create(context) {
          const from = relative(context.filename);
          return importNodes((node) => {
            const source = node.source;
            if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
            const specifier = source.value;
            const reason = layerProblem(from, specifier, targetOf(specifier, context.filename, root));
            if (reason) context.report({ node: source, messageId: "boundary", data: { reason, specifier } });
          });
        },
      },
      "no-cycle": {
        meta: {
          type: "problem",
          docs: { description: "Forbid import cycles among the project's files, type-only imports included" },
          schema: [],
          messages: { cycle: "'{{specifier}}' imports this file back, directly or not: an import cycle." },
        },
        create(context) {
          const from = relative(context.filename);
          const graph = graphFor(root, context.filename);
          return importNodes((node) => {
            const source = node.source;
            if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
            const target = targetOf(source.value, context.filename, root);
            const resolved = target === undefined ? undefined : graph.resolve(target.replace(/\?.*$/, ""));
            if (resolved && resolved !== from && graph.sameCycle(from, resolved)) {
              context.report({ node: source, messageId: "cycle", data: { specifier: source.value } });
            }
          });
        },
      },
    },
  };
}
