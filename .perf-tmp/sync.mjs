import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.addInitScript(() => { window.__logSync = true; });
page.on("console", (m) => console.log(m.text().slice(0, 900)));
await page.goto(process.argv[2], { waitUntil: "load" });
await page.waitForTimeout(3000);
await browser.close();
