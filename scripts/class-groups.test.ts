import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import { beforeAll, describe, expect, it } from "vitest";
import { mergeClasses } from "../src/client/lib/class-merge.ts";
import { appClasses, CLASS_GROUPS_MODULE, classGroupsSource, cnWords, wordsOf } from "./class-groups.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VARIANTS = ["", "hover:", "md:", "dark:hover:", "hover:dark:", "[&>svg]:", "data-[state=open]:"];
/** Classes with no CSS rule, which may be merged either way: nothing on the page depends on them. */
const NO_RULE = ["group", "peer", "px-huge", "text-nonsense", "gap-wide"];

/** The app's classes that may reach `cn()`, without their variants (`hover:`, `md:`), and the stylesheet's own. */
let classes: string[] = [];
let styled = new Set<string>();
const withRules = (list: string) =>
  list
    .split(" ")
    .filter((name) => styled.has(name.slice(name.lastIndexOf(":") + 1).replace(/^!|!$/g, "")))
    .join(" ");

beforeAll(async () => {
  const words = cnWords(root);
  const bases = (await appClasses(root))
    .filter((className) => words.has(className))
    .map((className) => className.slice(className.lastIndexOf(":") + 1));
  const css = fs.readFileSync(path.join(root, "src/client/styles.css"), "utf8");
  const own = [...css.matchAll(/^\s*\.([a-z][\w-]*)/gim)].map((match) => match[1] as string);
  styled = new Set([...bases, ...own]);
  classes = [...styled];
}, 30_000);

describe("cn's class table (lib/class-groups.gen.ts)", () => {
  it("knows the classes that may reach cn(): all but those written straight on an HTML element", () => {
    const words = wordsOf(
      "example.tsx",
      `const extra = "px-3 md:p-4";
       const View = () => (
         <div className="flex p-2">
           <span className={"m-1"} />
           <Button className="h-8" />
           <p className={cn("text-sm", extra, \`gap-\${1}\`)} title="Some words" />
         </div>
       );`,
    );
    for (const word of ["px-3", "md:p-4", "h-8", "text-sm", "gap-", "Some", "words"]) expect(words).toContain(word);
    for (const word of ["flex", "p-2", "m-1"]) expect(words).not.toContain(word);
  });

  it("is up to date with the classes in src/client (the build rewrites it)", async () => {
    const written = fs.readFileSync(path.join(root, CLASS_GROUPS_MODULE), "utf8");
    expect(written === (await classGroupsSource(root)), `run the build to rewrite ${CLASS_GROUPS_MODULE}`).toBe(true);
  }, 30_000);

  it("merges any two of the app's classes as tailwind-merge does", () => {
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (mergeClasses(list) !== twMerge(list)) differ.push(list);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 120_000);

  it("merges them under variants and ! as tailwind-merge does", () => {
    const differ: string[] = [];
    for (let i = 0; i < classes.length; i++) {
      const a = classes[i] as string;
      const b = classes[(i * 7 + 3) % classes.length] as string;
      const c = classes[(i * 13 + 5) % classes.length] as string;
      for (const variant of VARIANTS) {
        for (const list of [
          `${variant}${a} ${variant}${b}`,
          `${a} ${variant}${b} ${c}!`,
          `${variant}${a}   ${c} ${variant}${a}`,
          `hover:md:${a} md:hover:${b} ${variant}!${c}`,
        ]) {
          if (mergeClasses(list) !== twMerge(list)) differ.push(list);
        }
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it("keeps classes without CSS rules as they are: they never drop one that has rules", () => {
    // tailwind-merge would read `text-nonsense` as a text colour and drop `text-foreground` for it.
    const differ: string[] = [];
    for (const odd of NO_RULE) {
      for (const a of classes) {
        for (const [list, without] of [
          [`${a} ${odd}`, a],
          [`md:${a} ${odd} md:${odd} ${a}`, `md:${a} ${a}`],
        ] as const) {
          const merged = mergeClasses(list);
          if (withRules(merged) !== mergeClasses(without) || !merged.includes(odd)) differ.push(list);
        }
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });
});
