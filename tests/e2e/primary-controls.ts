import type { Page } from "playwright-core";

/**
 * The primary controls of the home page and a quote page, each with what a visitor does to it and the effect
 * they then see: the first-paint journey (first-paint.spec.ts) and `npm run bench:first-click` use them.
 */
export interface PrimaryControl {
  name: string;
  /** "home" is `/`; "quote" is a quote's page. */
  page: "home" | "quote";
  /** Acts on the control as a person would, the moment it is painted (no readiness marker is awaited). */
  act(page: Page): Promise<void>;
  /**
   * Evaluated in the page (self-contained, as it is serialised): once the effect shows, the time by the page's
   * clock (`performance.timeOrigin + performance.now()`), else false.
   */
  effect: () => number | false;
}

const dialogShows = () =>
  document.querySelector("[role=dialog], [role=alertdialog]") !== null && performance.timeOrigin + performance.now();

export const PRIMARY_CONTROLS: PrimaryControl[] = [
  {
    name: "Sign In",
    page: "home",
    act: (page) => page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click(),
    effect: dialogShows,
  },
  {
    name: "Submit Quote",
    page: "home",
    act: (page) => page.getByRole("banner").getByRole("button", { name: "Submit Quote", exact: true }).click(),
    effect: dialogShows,
  },
  {
    name: "Toggle theme",
    page: "home",
    // The context prefers the light scheme: the toggle turns the page dark.
    act: (page) => page.getByRole("banner").getByRole("button", { name: "Toggle theme" }).click(),
    effect: () => document.documentElement.classList.contains("dark") && performance.timeOrigin + performance.now(),
  },
  {
    name: "Inspire",
    page: "home",
    act: (page) => page.getByRole("button", { name: "Inspire", exact: true }).click(),
    effect: () =>
      document.querySelector('[aria-label^="Inspire mode"], [data-testid=inspire-loading-screen]') !== null &&
      performance.timeOrigin + performance.now(),
  },
  {
    name: "Search",
    page: "home",
    act: async (page) => {
      const box = page.getByRole("search").getByRole("searchbox", { name: "Search quotes" });
      await box.fill("hope");
      await box.press("Enter");
    },
    effect: () =>
      new URLSearchParams(location.search).get("q") === "hope" &&
      (document.querySelector<HTMLInputElement>("[role=search] input")?.value ?? "") === "hope" &&
      performance.timeOrigin + performance.now(),
  },
  {
    name: "List view",
    page: "home",
    // The list starts as a grid; a button or a link, whichever the toolbar offers.
    act: (page) => page.getByRole("main").locator('[aria-label="List"]').first().click(),
    effect: () =>
      document.querySelector('[aria-label="List"][aria-pressed="true"], [aria-label="List"][aria-current]') !== null &&
      performance.timeOrigin + performance.now(),
  },
  {
    name: "Share",
    page: "quote",
    act: (page) => page.getByRole("main").getByRole("button", { name: "Share quote" }).first().click(),
    effect: dialogShows,
  },
  {
    name: "Like",
    page: "quote",
    // A visitor who has not signed in is asked to.
    act: (page) =>
      page
        .getByRole("main")
        .getByRole("button", { name: /^Like \d+$/ })
        .click(),
    effect: dialogShows,
  },
];

/**
 * Added to every page before its own scripts: the time of the first pointer or key event, by the page's clock
 * (kept across a navigation the event caused), and when the app took the page over, for the benchmark's figures.
 */
export const INPUT_CLOCK = `(() => {
  const at = () => performance.timeOrigin + performance.now();
  const first = (event) => {
    if (!sessionStorage.getItem("bench-first-input")) {
      sessionStorage.setItem("bench-first-input", String(performance.timeOrigin + event.timeStamp));
    }
  };
  addEventListener("pointerdown", first, true);
  addEventListener("keydown", first, true);
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      window.__benchHydratedAt = at();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
})();`;
