import type { SharePlatform } from "#contracts/share.ts";
import { cn } from "#client/lib/utils.ts";

/** A platform's mark: its initials on its colour (brand logos are not ours to ship), in shades dark enough for white text. */
const MARKS: Record<SharePlatform, { text: string; className: string }> = {
  twitter: { text: "X", className: "bg-black text-white dark:bg-white dark:text-black" },
  facebook: { text: "f", className: "bg-[#1467d6] text-white" },
  linkedin: { text: "in", className: "bg-[#0a66c2] text-white" },
  whatsapp: { text: "W", className: "bg-[#25d366] text-black" },
  telegram: { text: "T", className: "bg-[#176b99] text-white" },
  reddit: { text: "r", className: "bg-[#c53700] text-white" },
  pinterest: { text: "P", className: "bg-[#e60023] text-white" },
  tumblr: { text: "t", className: "bg-[#001935] text-white dark:bg-[#35465c]" },
  tiktok: { text: "Tk", className: "bg-black text-white dark:bg-white dark:text-black" },
  snapchat: { text: "S", className: "bg-[#fffc00] text-black" },
  discord: { text: "D", className: "bg-[#4752c4] text-white" },
  youtube: { text: "Yt", className: "bg-[#cc0000] text-white" },
  email: { text: "@", className: "bg-muted-foreground text-background" },
};

export function PlatformBadge({ platform, className }: { platform: SharePlatform; className?: string }) {
  const mark = MARKS[platform];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold",
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
