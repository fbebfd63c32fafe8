import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4871";
const out = "/tmp/share-shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const errors = [];
for (const scheme of ["light", "dark"]) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${scheme}/${width}: ${m.text()}`); });
    await page.goto(base + "/");
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${out}/home-${scheme}-${width}.png` });
    const slug = await page.locator('[data-testid="daily-quote"] a').first().getAttribute("href");
    await page.goto(base + slug);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Share quote" }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/dialog-share-${scheme}-${width}.png` });
    await page.getByRole("tab", { name: "Preview" }).click();
    await page.locator('[data-testid="share-preview-image"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/dialog-preview-${scheme}-${width}.png` });
    await page.goto(base + slug.replace("/quote/", "/embed/quote/"));
    await page.screenshot({ path: `${out}/embed-${scheme}-${width}.png` });
    await context.close();
  }
}
await browser.close();
console.log(errors.join("\n") || "no console errors");
