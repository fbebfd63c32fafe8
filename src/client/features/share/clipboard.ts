/** Writes text to the clipboard; rejects when the browser has no clipboard or refuses. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.clipboard) throw new Error("The clipboard is not available");
  await navigator.clipboard.writeText(text);
}
