import { use } from "react";
import { preloadable } from "#client/lib/preloadable.tsx";
import type { LanguageFilterProps } from "./components/language-filter.tsx";

let loadedName: ((tag: string) => string) | undefined;
const bareTag = (tag: string) => tag;

/**
 * The Language filter and the names of languages, which the home page's first load does without: the server
 * renders them, and the browser loads them once the page has started.
 */
export const languageFilter = preloadable<LanguageFilterProps>(
  () =>
    import("./components/language-filter.tsx").then((module) => {
      loadedName = module.languageName;
      return module;
    }),
  { server: true },
);

/**
 * How the chips name a language ("Français"). With language filters set, waits for the names (the server has them
 * before it renders), so that a chip never shows a bare tag first.
 */
export function useLanguageName(needed: boolean): (tag: string) => string {
  if (needed && !loadedName) use(languageFilter.preload());
  return loadedName ?? bareTag;
}
