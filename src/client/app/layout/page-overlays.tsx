import { useRouterState } from "@tanstack/react-router";
import { DebugOverlay } from "#client/features/debug/components/debug-overlay.tsx";
import { parsePageOptions } from "#client/features/quotes/home-search.ts";
import { useViewer } from "../use-viewer.ts";
import { IconLegend } from "./icon-legend.tsx";

/** The icon legend and the Debug and Admin badges, driven by the URL's page options (docs/product/inspire.md). */
export function PageOverlays() {
  const search = useRouterState({ select: (state) => state.location.search });
  const options = parsePageOptions(search);
  const viewer = useViewer();
  return (
    <>
      <IconLegend hidden={options.clean === true} />
      <DebugOverlay debugQuery={options.debugmode} isAdmin={viewer?.role === "admin"} />
    </>
  );
}
