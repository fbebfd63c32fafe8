import { useEffect } from "react";

export const SITE_NAME = "Echoes";
export const HOME_TITLE = "Echoes — quotes worth sharing";

/** Sets the document title while a page is shown: "About — Echoes". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : HOME_TITLE;
  }, [title]);
}
