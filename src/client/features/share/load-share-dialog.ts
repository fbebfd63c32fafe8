/** The share dialog's code (tabs, platforms, preview): loaded on the first Share, or ahead of it when idle. */
export const loadShareDialog = () => import("./components/share-dialog.tsx");

export function preloadShareDialog() {
  void loadShareDialog();
}
