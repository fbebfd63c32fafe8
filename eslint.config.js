// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Where `#alias/*` imports point (package.json "imports"). */
const ALIASES = {
  "#contracts/": "src/contracts/",
  "#server/": "src/server/",
  "#client/": "src/client/",
  "#tests/": "tests/",
};

/** Repository-relative POSIX path of an import target, or undefined for a package. */
function targetOf(specifier, filename) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith(".")) {
    return path
      .relative(root, path.resolve(path.dirname(filename), specifier))
      .split(path.sep)
      .join("/");
  }
  return undefined;
}

const within = (file, dir) => file === dir || file.startsWith(`${dir}/`);
const featureOf = (file) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];

/** Why an import breaks the layering of DESIGN.md §3, or undefined when it is fine. */
function boundaryProblem(from, specifier, target) {
  if (within(from, "src/contracts")) {
    if (target === undefined) {
      const allowed = /\.test\.ts$/.test(from) ? /^(zod|vitest)(\/|$)/ : /^zod(\/|$)/;
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
  if (within(from, "src/server") && within(target, "tests") && !/\.test\.tsx?$/.test(from)) {
    return "Server code never imports test helpers (only *.test.ts files may).";
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" may not import feature "${toFeature}": compose features in src/client/app.`;
  }
  return undefined;
}

/** Local rule: enforces the import directions of DESIGN.md §3 for aliases and relative paths alike. */
const boundaries = {
  meta: { name: "echoes-boundaries" },
  rules: {
    "import-directions": {
      meta: {
        type: "problem",
        docs: { description: "Enforce the import directions between contracts, server, client and client features" },
        schema: [],
        messages: { boundary: "{{reason}} ('{{specifier}}')" },
      },
      create(context) {
        const from = path.relative(root, context.filename).split(path.sep).join("/");
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
          const specifier = source.value;
          const reason = boundaryProblem(from, specifier, targetOf(specifier, context.filename));
          if (reason) context.report({ node: source, messageId: "boundary", data: { reason, specifier } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default defineConfig(
  {
    ignores: [
      "dist/",
      "data/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "**/node_modules/",
      ".data-*/",
      ".tanstack/",
      "src/client/routeTree.gen.ts",
      "src/server/db/migrations/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      // Fastify plugins and hooks are async by contract, awaited or not.
      "@typescript-eslint/require-await": "off",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    // Plain JavaScript (this file, scripts, e2e runner) is not type-checked.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    ignores: ["src/client/**"],
    languageOptions: { globals: { ...globals.node } },
  },

  // Imports: resolution-aware checks, plus the layering rule.
  {
    plugins: { "import-x": importX, boundaries },
    settings: {
      // Parsing PGlite's bundle overflows the stack; packages are not ours to check.
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:", "\\?(raw|url|inline)$"] }],
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/first": "error",
      "boundaries/import-directions": "error",
    },
  },

  // The browser side.
  {
    files: ["src/client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
);
