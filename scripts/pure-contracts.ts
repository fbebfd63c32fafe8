import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A module of the shared contracts (src/contracts/*.ts). */
export const CONTRACTS_MODULE = /[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

/**
 * The top-level `const` initialisers of a module that are calls (`z.object(…)`, `Base.extend(…)`, `helper(…)`) or
 * constructions (`new Map(…)` of a table).
 */
function topLevelCallInitialisers(program: Node): Node[] {
  const found: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type === "CallExpression" || init?.type === "NewExpression") found.push(init);
    }
  }
  return found;
}

/**
 * The shared contracts declare zod schemas next to the constants and messages the browser needs. A bundler cannot
 * tell that building a schema has no side effect, so importing one constant would build every schema of its module
 * when the page starts. This marks each top-level `const` built by a call or `new` as pure (an annotated arrow called
 * in place: same value, same moment), so the schemas and tables the browser never uses are dropped from its bundle.
 */
export function pureContracts(): Plugin {
  return {
    name: "echoes:pure-contracts",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!CONTRACTS_MODULE.test(id)) return null;
      const calls = topLevelCallInitialisers(this.parse(code) as unknown as Node);
      if (calls.length === 0) return null;
      let out = code;
      for (const call of [...calls].sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, call.start)}/* @__PURE__ */ (() => ${out.slice(call.start, call.end)})()${out.slice(call.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
