import fs from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { getDefaultConfig } from "tailwind-merge";
import ts from "typescript";
import type { Plugin } from "vite";

/** The stylesheet Tailwind builds the app's CSS from, and the table written beside `cn()`. */
const STYLESHEET = "src/client/styles.css";
export const CLASS_GROUPS_MODULE = "src/client/lib/class-groups.gen.ts";

/**
 * Every Tailwind class the app's stylesheet has a rule for: the candidates Tailwind finds in src/client (the
 * stylesheet's `source(".")`), kept when Tailwind makes CSS of them.
 */
export async function appClasses(root: string): Promise<string[]> {
  const stylesheet = path.join(root, STYLESHEET);
  const base = path.dirname(stylesheet);
  const design = await __unstable__loadDesignSystem(fs.readFileSync(stylesheet, "utf8"), { base });
  const candidates = new Scanner({ sources: [{ base, pattern: "**/*", negated: false }] }).scan().sort();
  const css = design.candidatesToCss(candidates);
  return candidates.filter((_, index) => css[index]);
}

/** `<div className="…">`: a class list that goes to the DOM as it is, never through `cn()`. */
function isIntrinsicClassName(node: ts.Node): boolean {
  const attribute = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent;
  if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== "className") return false;
  const element = attribute.parent.parent;
  return (
    (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) &&
    ts.isIdentifier(element.tagName) &&
    /^[a-z]/.test(element.tagName.text)
  );
}

/**
 * The words of src/client's strings that may reach `cn()`: all of them but those of class lists written straight on
 * an HTML element (`<div className="p-4">`), which the table need not know. A class is written out in the source
 * for Tailwind to see it (the project builds none by concatenation), so this is every class `cn()` can be given.
 */
export function cnWords(root: string): Set<string> {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.gen\.ts$/.test(entry.name)) {
        for (const word of wordsOf(file, fs.readFileSync(file, "utf8"))) words.add(word);
      }
    }
  };
  walk(path.join(root, "src/client"));
  return words;
}

/** One file's words that may reach `cn()` (cnWords). */
export function wordsOf(fileName: string, text: string): Set<string> {
  const words = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) &&
      !isIntrinsicClassName(node)
    ) {
      for (const word of node.text.split(/\s+/)) if (word) words.add(word);
    }
    ts.forEachChild(node, visit);
  };
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind));
  return words;
}

/** A class group's definition in tailwind-merge's configuration: a class, a validator, a theme scale, or nested parts. */
type Definition = string | ((value: never) => unknown) | { [part: string]: readonly Definition[] };
interface Config {
  theme: Record<string, readonly Definition[]>;
  classGroups: Record<string, readonly Definition[]>;
  conflictingClassGroups: Record<string, readonly string[] | undefined>;
  conflictingClassGroupModifiers: Record<string, readonly string[] | undefined>;
  orderSensitiveModifiers: readonly string[];
  postfixLookupClassGroups?: readonly string[];
}
interface Part {
  next: Map<string, Part>;
  validators: { group: string; test: (value: string) => boolean }[];
  group?: string;
}

/**
 * A class's group in tailwind-merge's configuration, found as tailwind-merge finds it (its `getClassGroupId`, which
 * it does not export): the class's dash-separated parts walk a tree built from the groups' definitions, and where the
 * tree ends, the rest of the class is tried against that part's validators.
 */
function groupFinder(config: Config): (className: string) => string | undefined {
  const root: Part = { next: new Map(), validators: [] };
  const partAt = (from: Part, path: string) => {
    let part = from;
    for (const name of path.split("-")) {
      let next = part.next.get(name);
      if (!next) part.next.set(name, (next = { next: new Map(), validators: [] }));
      part = next;
    }
    return part;
  };
  const add = (definitions: readonly Definition[], part: Part, group: string) => {
    for (const definition of definitions) {
      if (typeof definition === "string") {
        (definition === "" ? part : partAt(part, definition)).group = group;
      } else if (typeof definition === "function") {
        if ((definition as { isThemeGetter?: boolean }).isThemeGetter) {
          add((definition as unknown as (theme: Config["theme"]) => Definition[])(config.theme), part, group);
        } else {
          part.validators.push({ group, test: definition as (value: string) => boolean });
        }
      } else {
        for (const [key, value] of Object.entries(definition)) add(value, partAt(part, key), group);
      }
    }
  };
  for (const [group, definitions] of Object.entries(config.classGroups)) add(definitions, root, group);

  const find = (parts: string[], start: number, part: Part): string | undefined => {
    if (start === parts.length) return part.group;
    const next = part.next.get(parts[start] as string);
    const found = next && find(parts, start + 1, next);
    if (found) return found;
    if (part.validators.length === 0) return undefined;
    const rest = parts.slice(start).join("-");
    return part.validators.find((validator) => validator.test(rest))?.group;
  };
  return (className) => {
    if (className.startsWith("[") && className.endsWith("]")) {
      const content = className.slice(1, -1);
      const property = content.slice(0, content.indexOf(":"));
      return content.includes(":") && property ? `arbitrary..${property}` : undefined;
    }
    const parts = className.split("-");
    // `-inset-1`: a negative value is its class's group.
    return find(parts, parts[0] === "" && parts.length > 1 ? 1 : 0, root);
  };
}

/** `hover:!bg-primary/10` → `bg-primary/10`, and where its `/` is (tailwind-merge's `parseClassName`). */
function baseOf(className: string): { base: string; slash?: number } {
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (depth === 0 && char === ":") start = i + 1;
    else if (depth === 0 && char === "/") slash = i;
  }
  let base = className.slice(start);
  if (base.endsWith("!")) base = base.slice(0, -1);
  else if (base.startsWith("!")) base = base.slice(1);
  return { base, slash: slash !== undefined && slash > start ? slash - start : undefined };
}

/**
 * tailwind-merge's reading of each class the app has that may reach `cn()` (lib/class-merge.ts): its class group, and whether what follows
 * its `/` is a modifier (`bg-primary/10`) rather than part of the value, exactly as tailwind-merge's own
 * `mergeClassList` decides it. Keyed by the class without its variants (`hover:`, `md:`) and `!`.
 */
export async function classGroupsSource(root: string): Promise<string> {
  const config = getDefaultConfig() as unknown as Config;
  const getClassGroupId = groupFinder(config);
  const postfixLookup = new Set<string>(config.postfixLookupClassGroups ?? []);
  const readings = new Map<string, { group: string; postfix: boolean }>();
  const words = cnWords(root);
  for (const className of (await appClasses(root)).filter((name) => words.has(name))) {
    const { base, slash: position } = baseOf(className);
    let postfix = position !== undefined && position > 0;
    let group: string | undefined;
    if (postfix) {
      group = getClassGroupId(base.substring(0, position));
      const withPostfix = group && postfixLookup.has(group) ? getClassGroupId(base) : undefined;
      if (withPostfix && withPostfix !== group) {
        group = withPostfix;
        postfix = false;
      }
    } else {
      group = getClassGroupId(base);
    }
    if (!group && postfix) {
      group = getClassGroupId(base);
      postfix = false;
    }
    if (group) readings.set(base, { group, postfix });
  }

  const groups = [...new Set([...readings.values()].map((reading) => reading.group))].sort();
  const index = new Map(groups.map((group, i) => [group, i]));
  const codes: string[][] = [];
  for (const [base, { group, postfix }] of [...readings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const code = (index.get(group) as number) * 2 + (postfix ? 1 : 0);
    (codes[code] ??= []).push(base);
  }
  const known = (ids: readonly string[] | undefined) =>
    (ids ?? []).flatMap((id) => (index.has(id) ? [index.get(id) as number] : []));
  const conflicts: Record<number, [number[], number[]]> = {};
  for (const group of groups) {
    const base = known(config.conflictingClassGroups[group]);
    const withPostfix = known(config.conflictingClassGroupModifiers[group]);
    if (base.length > 0 || withPostfix.length > 0) conflicts[index.get(group) as number] = [base, withPostfix];
  }

  return `// Generated by scripts/class-groups.ts from the classes Tailwind finds in src/client: do not edit.
// The build writes it afresh; \`npm test\` fails when it is out of date.

/** Space-separated classes (without variants) by code: class group index × 2, + 1 when a \`/…\` is a modifier. */
export const CLASS_GROUPS: readonly string[] = ${JSON.stringify(Array.from(codes, (list) => (list ?? []).join(" ")))};

/** By class group index: the groups it overrides, and those it overrides when it has a \`/…\` modifier. */
export const CONFLICTS: Readonly<Record<number, readonly [readonly number[], readonly number[]]>> = ${JSON.stringify(conflicts)};

/** Variants whose order matters (tailwind-merge's \`orderSensitiveModifiers\`). */
export const ORDER_SENSITIVE: readonly string[] = ${JSON.stringify(config.orderSensitiveModifiers)};
`;
}

/**
 * Writes the class table (lib/class-groups.gen.ts) when the build or the dev server starts, if the app's classes
 * have changed, as the router plugin writes the route tree.
 */
export function classGroups(root: string): Plugin {
  return {
    name: "echoes:class-groups",
    async buildStart() {
      const file = path.join(root, CLASS_GROUPS_MODULE);
      const source = await classGroupsSource(root);
      const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
      if (current !== source) fs.writeFileSync(file, source);
    },
  };
}
