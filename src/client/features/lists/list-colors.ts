import type { ListColor } from "#contracts/lists.ts";

/** The swatch of each list colour (a dot beside the name; readable in light and dark themes). */
export const LIST_COLOR_CLASSES: Record<ListColor, string> = {
  slate: "bg-slate-500",
  red: "bg-red-500",
  amber: "bg-amber-500",
  green: "bg-green-600",
  teal: "bg-teal-500",
  blue: "bg-blue-500",
  violet: "bg-violet-500",
  pink: "bg-pink-500",
};

export const LIST_COLOR_LABELS: Record<ListColor, string> = {
  slate: "Slate",
  red: "Red",
  amber: "Amber",
  green: "Green",
  teal: "Teal",
  blue: "Blue",
  violet: "Violet",
  pink: "Pink",
};

/** The dot's class for a list's colour (no colour: a neutral ring). */
export function listColorClass(color: ListColor | null): string {
  return color ? LIST_COLOR_CLASSES[color] : "border border-muted-foreground/50 bg-transparent";
}
