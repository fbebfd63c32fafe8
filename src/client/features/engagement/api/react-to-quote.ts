import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactionChoice } from "../engagement-actions.ts";

const loadActions = () => import("../engagement-actions.ts");

export type { ReactionChoice };

/** Reacts optimistically (docs/product/engagement.md): counts and the caller's reaction change at once, and go back on failure. */
export function useReactToQuote(): { mutate: (choice: ReactionChoice) => void } {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      mutate: (choice) => void loadActions().then(({ chooseReaction }) => chooseReaction(queryClient, choice)),
    }),
    [queryClient],
  );
}
