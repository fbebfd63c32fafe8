import type { ESLint } from "eslint";

export function targetOf(specifier: string, filename: string, root: string): string | undefined;
export function layerProblem(from: string, specifier: string, target: string | undefined): string | undefined;
export function boundariesPlugin(root: string): ESLint.Plugin & {
  rules: Record<"import-directions" | "no-cycle", import("eslint").Rule.RuleModule>;
};
