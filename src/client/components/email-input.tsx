import type { ComponentProps } from "react";
import { Input } from "#client/components/ui/input.tsx";

/** An e-mail address input: the e-mail keyboard, autofill and the usual placeholder. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />;
}
