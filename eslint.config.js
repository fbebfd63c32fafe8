// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { boundariesPlugin } from "./scripts/lint/boundaries.js";

const root = path.dirname(fileURLToPath(import.meta.url));

const boundaries = boundariesPlugin(root);

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
      // Files that break the layer rules on purpose (scripts/lint/boundaries.test.ts).
      "tests/fixtures/lint/",
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
      // One responsibility per file (docs/architecture.md): a file that outgrows this is doing two things.
      "max-lines": ["error", { max: 450, skipBlankLines: false, skipComments: false }],
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
      "boundaries/no-cycle": "error",
    },
  },

  // The browser side.
  {
    files: ["src/client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
);
