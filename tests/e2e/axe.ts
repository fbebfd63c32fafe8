import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, Result } from "axe-core";
import type { Page } from "playwright-core";

// axe-core runs inside the page. It is evaluated through the DevTools protocol rather than added as a
// <script>, so the server's strict Content-Security-Policy (script-src 'self' + hashes) stays in force in
// every journey.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Impacts that fail a journey; minor and moderate findings are left to audits. */
const FAILING: ReadonlySet<ImpactValue> = new Set(["serious", "critical"]);

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * Checks what the page shows now — the page and any open dialog, sheet, popover, menu or toast — with
 * axe-core's default rules (WCAG 2.x A/AA and best practices) and fails with a readable report for every
 * serious or critical violation. Called by `settle()` after each navigation; call it yourself once a
 * dialog or popover is open.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Measure the finished state, not a dialog halfway through fading in (colour contrast would be wrong).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => {
    if (!window.axe) throw new Error("axe-core did not load into the page");
    return window.axe.run(document, { resultTypes: ["violations"] });
  });
  const failing = results.violations.filter((violation) => violation.impact && FAILING.has(violation.impact));
  if (failing.length === 0) return;
  const screen = await describeScreen(page);
  throw new Error(
    `${failing.length} serious or critical accessibility violation${failing.length === 1 ? "" : "s"} (axe-core ${
      results.testEngine.version
    }) on ${screen}:\n\n${failing.map(formatViolation).join("\n\n")}`,
  );
}

/** "/admin (dark, 375×760) with dialog “Theme colours” open". */
async function describeScreen(page: Page): Promise<string> {
  const { path, dark, layers } = await page.evaluate(() => ({
    path: location.pathname + location.search,
    dark: document.documentElement.classList.contains("dark"),
    layers: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')].map((el) => {
      const labelledBy = el.getAttribute("aria-labelledby");
      const name =
        el.getAttribute("aria-label") ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        "unnamed";
      return `${el.getAttribute("role")} “${name.trim()}”`;
    }),
  }));
  const size = page.viewportSize();
  const where = `${path} (${dark ? "dark" : "light"}${size ? `, ${size.width}×${size.height}` : ""})`;
  return layers.length > 0 ? `${where} with ${layers.join(", ")} open` : where;
}

function formatViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? "").split("\n").map((line) => `      ${line.trim()}`);
    return [`    at ${node.target.join(" ")}`, `      ${node.html.slice(0, 200)}`, ...summary].join("\n");
  });
  return [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes.slice(0, 5),
    ...(nodes.length > 5 ? [`    … and ${nodes.length - 5} more`] : []),
  ].join("\n");
}
