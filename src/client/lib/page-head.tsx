import { createContext, useContext, useEffect, type ReactNode } from "react";
import { HOME_TITLE, SITE_NAME, type PageHead } from "./page-head-meta.ts";

export { HOME_TITLE, SITE_NAME } from "./page-head-meta.ts";
export type { PageAlternate, PageHead, PageImage } from "./page-head-meta.ts";

interface PageHeadCollector {
  publicUrl: string;
  /**
   * Server only: receives each page head as the page renders. The outermost one wins, on the server (it
   * renders first) as in the browser (its effect runs last).
   */
  collect?: (head: PageHead) => void;
}

// Putting a head into the document: when the app goes to another page.
const loadHeadTags = () => import("./page-head-tags.ts");

let serverHead = false;

/** The page being hydrated has the head the server wrote for it: the app leaves it as it is while it takes over. */
export function keepServerHead() {
  serverHead = true;
}

const PageHeadContext = createContext<PageHeadCollector>({ publicUrl: "" });

export function PageHeadProvider({ value, children }: { value: PageHeadCollector; children: ReactNode }) {
  return <PageHeadContext value={value}>{children}</PageHeadContext>;
}

export function usePublicUrl(): string {
  return useContext(PageHeadContext).publicUrl;
}

/** Declares the page's head: collected while rendering on the server, applied to the document in the browser. */
export function usePageHead(head: PageHead) {
  const { publicUrl, collect } = useContext(PageHeadContext);
  collect?.(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    // While the app takes over a page the server rendered, the head is the one the server wrote for it.
    if (serverHead && !document.documentElement.hasAttribute("data-hydrated")) return;
    let current = true;
    void loadHeadTags().then(({ applyPageHead }) => current && applyPageHead(JSON.parse(key) as PageHead, publicUrl));
    return () => {
      current = false;
    };
  }, [key, publicUrl]);
}

/** "About — Echoes"; the home page's title without one. */
export function usePageTitle(title: string | undefined) {
  usePageHead({ title: title ? `${title} — ${SITE_NAME}` : HOME_TITLE });
}
