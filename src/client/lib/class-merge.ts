import { CLASS_GROUPS, CONFLICTS, ORDER_SENSITIVE } from "./class-groups.gen.ts";

/**
 * tailwind-merge's `twMerge` for the app's own classes: later Tailwind utilities override earlier ones of the same
 * group (`p-2 p-4` → `p-4`, `px-2 p-4` → `p-4`), per variant (`hover:`, `md:`) and `!`.
 *
 * tailwind-merge knows every Tailwind class there is (8 kB gzipped, on every page's start). The app only has the
 * classes its stylesheet has rules for: scripts/class-groups.ts reads each of them with tailwind-merge itself at
 * build time, and this applies the same algorithm with that table. A class the table lacks has no CSS rule: it is
 * kept as it is and drops no other (tailwind-merge would read, say, `text-nonsense` as a colour and drop
 * `text-foreground` for it).
 */

let table: Map<string, number> | undefined;
const orderSensitive = new Set(ORDER_SENSITIVE);

function codes(): Map<string, number> {
  if (!table) {
    table = new Map();
    CLASS_GROUPS.forEach((list, code) => {
      if (list) for (const name of list.split(" ")) table?.set(name, code);
    });
  }
  return table;
}

/** `hover:md:!p-4` → the variants, and the class after them. Colons inside `[…]` or `(…)` are not separators. */
function splitVariants(className: string): { variants: string[]; rest: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  return { variants, rest: start === 0 ? className : className.slice(start) };
}

/** Variants in a canonical order: sorted, except around arbitrary and order-sensitive ones, which stay in place. */
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || orderSensitive.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else {
      run.push(variant);
    }
  }
  return [...sorted, ...run.sort()];
}

/** Merges a space-separated class list, as tailwind-merge's `twMerge` does. */
export function mergeClasses(classList: string): string {
  const table = codes();
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index] as string;
    const { variants, rest } = splitVariants(className);
    const important = rest.endsWith("!") || rest.startsWith("!");
    const base = rest.endsWith("!") ? rest.slice(0, -1) : rest.startsWith("!") ? rest.slice(1) : rest;
    const code = table.get(base);
    if (code !== undefined) {
      const group = code >> 1;
      const variant = variants.length <= 1 ? (variants[0] ?? "") : sortVariants(variants).join(":");
      const scope = `${variant}${important ? "!" : ""}|`;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      const [overrides = [], withModifier = []] = CONFLICTS[group] ?? [];
      for (const other of overrides) taken.add(scope + other);
      if (code & 1) for (const other of withModifier) taken.add(scope + other);
    }
    if (className) kept.push(className);
  }
  return kept.reverse().join(" ");
}
