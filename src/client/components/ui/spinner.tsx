import type * as React from "react";
import { Loader2Icon } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  return <Loader2Icon aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />;
}

export { Spinner };
