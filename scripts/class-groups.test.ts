import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "../src/client/lib/class-merge.ts";
import { CLASS_GROUPS } from "../src/client/lib/class-groups.gen.ts";
import { CLASS_GROUPS_MODULE, classGroupsSource } from "./class-groups.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const classes = CLASS_GROUPS.flatMap((list) => (list ? list.split(" ") : []));
const VARIANTS = ["", "hover:", "md:", "dark:hover:", "hover:dark:", "[&>svg]:", "data-[state=open]:"];

describe("cn's class table (lib/class-groups.gen.ts)", () => {
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
          `foo ${variant}${a}   ${c} ${variant}${a} bar`,
          `hover:md:${a} md:hover:${b} ${variant}!${c}`,
        ]) {
          if (mergeClasses(list) !== twMerge(list)) differ.push(list);
        }
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });
});
