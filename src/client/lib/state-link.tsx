import type { ComponentProps, MouseEvent } from "react";

/**
 * A real link to a URL that holds a page state (a list view, a filter, a page of results), for a control that
 * the app handles itself. Before the app has started, and without JavaScript, it is an ordinary link the server
 * answers with that state rendered; in the app a plain click runs `onNavigate` instead (which writes the same
 * state through the router, without a reload), while a modified click (new tab or window) stays the browser's.
 */
export function StateLink({
  href,
  onNavigate,
  onClick,
  ...props
}: ComponentProps<"a"> & { href: string; onNavigate: () => void }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
  };
  return <a href={href} onClick={click} {...props} />;
}
