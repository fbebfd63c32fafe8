import type * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/** shadcn/ui's sonner toaster; the app passes the resolved theme. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast };
