import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { boundariesPlugin } from "./boundaries.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const plugin = boundariesPlugin(root);
const at = (file: string) => path.join(root, file);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, sourceType: "module", ecmaVersion: 2023 },
});

const wrong = (file: string, code: string, reason: RegExp) => ({
  filename: at(file),
  code,
  errors: [{ message: reason }],
});

tester.run("import-directions", plugin.rules["import-directions"], {
  valid: [
    { filename: at("src/client/app/layout/header.tsx"), code: 'import { x } from "#client/features/auth/index.ts";' },
    { filename: at("src/client/features/quotes/a.ts"), code: 'import { cn } from "#client/lib/utils.ts";' },
    { filename: at("src/client/features/quotes/a.ts"), code: 'import { b } from "./b.ts";' },
    { filename: at("src/client/components/ui/a.tsx"), code: 'import { cn } from "../../lib/utils.ts";' },
    { filename: at("src/contracts/quotes.ts"), code: 'import { z } from "zod";' },
    { filename: at("src/server/modules/quotes/a.ts"), code: 'import { q } from "#contracts/quotes.ts";' },
    { filename: at("src/server/modules/quotes/a.ts"), code: 'import { q } from "./quotes.repository.ts";' },
    { filename: at("src/server/modules/lists/a.ts"), code: 'import { q } from "#server/modules/quotes/index.ts";' },
    { filename: at("src/server/app.ts"), code: 'import { q } from "./modules/quotes/quotes.repository.ts";' },
    { filename: at("src/server/modules/quotes/a.ts"), code: 'import { db } from "#server/db/client.ts";' },
  ],
  invalid: [
    wrong(
      "src/client/features/quotes/a.ts",
      'import { x } from "#client/features/auth/x.ts";',
      /Feature "quotes" may not import feature "auth"/,
    ),
    wrong(
      "src/client/features/quotes/a.ts",
      'import { x } from "../../features/auth/x.ts";',
      /may not import feature "auth"/,
    ),
    wrong(
      "src/client/features/quotes/a.ts",
      'export { x } from "#client/app/x.ts";',
      /may not import src\/client\/app/,
    ),
    wrong("src/client/features/quotes/a.ts", 'const x = import("../../app/x.ts");', /may not import src\/client\/app/),
    wrong(
      "src/client/lib/a.ts",
      'import { x } from "#client/features/quotes/x.ts";',
      /lib and src\/client\/components/,
    ),
    wrong("src/client/components/ui/a.tsx", 'import { x } from "../../app/x.ts";', /import no feature nor the app/),
    wrong("src/client/lib/a.ts", 'import { x } from "#server/config.ts";', /client never imports server/),
    wrong("src/server/app.ts", 'import { x } from "#client/lib/utils.ts";', /server never imports client/),
    wrong("src/server/app.ts", 'import { x } from "#tests/helpers/x.ts";', /never imports test helpers/),
    wrong("src/contracts/quotes.ts", 'import { x } from "react";', /imports zod only/),
    wrong("src/contracts/quotes.ts", 'import { x } from "#server/config.ts";', /only its own files and zod/),
    wrong(
      "src/server/plugins/auth.ts",
      'import { x } from "#server/modules/auth/tokens.ts";',
      /plugins import no module/,
    ),
    wrong("src/server/plugins/auth.ts", 'import { x } from "../modules/users/index.ts";', /plugins import no module/),
    wrong(
      "src/server/lib/audit.ts",
      'import { db } from "#server/db/client.ts";',
      /imports neither src\/server\/db nor a module/,
    ),
    wrong(
      "src/server/lib/x.ts",
      'import { x } from "../modules/quotes/index.ts";',
      /imports neither src\/server\/db nor a module/,
    ),
    wrong(
      "src/server/modules/share-image/share-image.service.ts",
      'import { x } from "#server/modules/quotes/quotes.repository.ts";',
      /Module "share-image" may not import module "quotes"'s repository/,
    ),
  ],
});

const cycle = (file: string, code: string, specifier: string) => ({
  filename: at(file),
  code,
  errors: [{ messageId: "cycle", data: { specifier } }],
});

tester.run("no-cycle", plugin.rules["no-cycle"], {
  valid: [
    {
      filename: at("tests/fixtures/lint/no-cycle/branch.ts"),
      code: 'import { leaf } from "./leaf.ts";\nimport("./lazy.ts");',
    },
    { filename: at("tests/fixtures/lint/no-cycle/lazy.ts"), code: 'import { leaf } from "./leaf.ts";' },
  ],
  invalid: [
    // Read from disk: a → b → c → a.
    cycle("tests/fixtures/lint/cycle/a.ts", 'import { b } from "./b.ts";', "./b.ts"),
    cycle("tests/fixtures/lint/cycle/c.ts", 'import { a } from "./a.ts";', "./a.ts"),
    // Types only, both ways.
    cycle("tests/fixtures/lint/type-cycle/shape.ts", 'import type { Label } from "./label.ts";', "./label.ts"),
    cycle("tests/fixtures/lint/type-cycle/label.ts", 'export type { Shape } from "./shape.ts";', "./shape.ts"),
  ],
});

describe("the project's lint configuration", () => {
  it("applies both layer rules, as errors, to every side of the code", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      "src/client/features/quotes/search-params.ts",
      "src/client/lib/utils.ts",
      "src/server/app.ts",
      "src/contracts/quotes.ts",
    ]) {
      const config = (await eslint.calculateConfigForFile(at(file))) as { rules: Record<string, unknown> };
      expect(config.rules["boundaries/import-directions"], file).toEqual([2]);
      expect(config.rules["boundaries/no-cycle"], file).toEqual([2]);
    }
  });
});
