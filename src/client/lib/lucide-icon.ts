import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's `createLucideIcon`, as the build gives it to lucide's icons (vite.config.ts, `lucideIcons`): the same
 * svg, without what the app does not use (the LucideProvider's defaults, `absoluteStrokeWidth`, `nonScalingStroke`).
 * lucide's own takes ~3 kB, on every page's start; the test beside this file renders icons both
 * ways and compares them.
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name: string;
  node: IconNode;
  /** Former names, also given as classes (`lucide-check-circle-2`). */
  aliases?: string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  strokeWidth?: string | number;
  children?: ReactNode;
}

/** `aria-*`, `role` or `title`: an icon given one of these is not hidden from assistive technology. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );
}

export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  const own = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ color, size, width, height, strokeWidth = 2, className, children, ...rest }, ref) => {
      const classes = new Set([...own, ...(className ?? "").split(/\s+/)]);
      classes.delete("");
      return createElement(
        "svg",
        {
          ref,
          xmlns: "http://www.w3.org/2000/svg",
          width: width ?? size ?? 24,
          height: height ?? size ?? 24,
          viewBox: "0 0 24 24",
          fill: "none",
          stroke: color || "currentColor",
          strokeWidth,
          strokeLinecap: "round",
          strokeLinejoin: "round",
          className: [...classes].join(" "),
          ...(children || hasA11yProp(rest) ? {} : { "aria-hidden": "true" }),
          ...rest,
        },
        ...node.map(([tag, attributes]) => createElement(tag, attributes)),
        children,
      );
    },
  );
  Icon.displayName = name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return Icon;
}
