import type { ComponentProps } from "react";
import { preloadable } from "#client/lib/preloadable.tsx";
import type { ShareDialog as LoadedShareDialog } from "./components/share-dialog.tsx";

/** The share dialog (tabs, platforms, preview): its code loads on the first Share, or ahead of it when idle. */
const shareDialog = preloadable<ComponentProps<typeof LoadedShareDialog>>(() =>
  import("./components/share-dialog.tsx").then((module) => ({ default: module.ShareDialog })),
);

export const ShareDialog = shareDialog.Component;

export function preloadShareDialog() {
  void shareDialog.preload();
}
