import type { ComponentProps } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

/** A round badge with the user's initials in the brand colour. */
export function UserAvatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground select-none",
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** The avatar button that opens the account menu. */
export function AvatarButton({
  initials,
  name,
  ...props
}: ComponentProps<typeof Button> & { initials: string; name: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      // The visible initials come first in the name, so that what is seen can be said (speech input).
      aria-label={`${initials}, account menu for ${name}`}
      data-testid="user-menu-trigger"
      {...props}
    >
      <UserAvatar initials={initials} />
    </Button>
  );
}
