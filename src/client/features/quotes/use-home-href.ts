import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import { canonicalSearch, type HomeSearch } from "./search-params.ts";

/**
 * The href of the home list in a given state, written as the router writes it (and as the home page's
 * canonical rewrite leaves it): what the list's controls link to, so that they work as plain links.
 */
export function useHomeHref() {
  const router = useRouter();
  return useCallback(
    (search: HomeSearch, hash?: string) =>
      router.buildLocation({ to: "/", search: canonicalSearch(search), hash }).href,
    [router],
  );
}
