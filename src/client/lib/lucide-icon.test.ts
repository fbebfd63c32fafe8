import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconProps } from "./lucide-icon.ts";

interface IconModule {
  default: ComponentType<IconProps>;
  __iconData: Parameters<typeof createLucideIcon>[0];
}

// The icons the app draws, and one with an alias (`lucide-check-circle-2`).
const icons = import.meta.glob<IconModule>(
  [
    "/node_modules/lucide-react/dist/esm/icons/{x,quote,circle-check,bookmark,search,info,sparkles,palette}.mjs",
    "/node_modules/lucide-react/dist/esm/icons/{thumbs-up,share-2,loader-circle,face-slightly-smiling-plus}.mjs",
  ],
  { eager: true },
);

const PROPS: IconProps[] = [
  {},
  { "aria-hidden": "true", className: "size-4" },
  { className: "size-4 fill-current", strokeWidth: 1.5 },
  { className: "lucide size-4  text-primary" },
  { "aria-label": "Close", role: "img" },
  { size: 16, color: "red", style: { opacity: 0.5 } },
  { width: 20, height: 10, title: "Quote" } as IconProps,
];

describe("the build's createLucideIcon (vite.config.ts, lucideIcons)", () => {
  it("draws the same svg as lucide's, whatever the props", () => {
    expect(Object.keys(icons).length).toBeGreaterThanOrEqual(12);
    for (const [file, module] of Object.entries(icons)) {
      const Ours = createLucideIcon(module.__iconData);
      for (const props of PROPS) {
        const theirs = renderToStaticMarkup(createElement(module.default, props));
        expect(renderToStaticMarkup(createElement(Ours, props)), `${file} ${JSON.stringify(props)}`).toBe(theirs);
      }
    }
  });

  it("draws children after the icon's paths, and keeps the icon readable when it has some", () => {
    const [module] = Object.values(icons);
    const Ours = createLucideIcon(module!.__iconData);
    const theirs = renderToStaticMarkup(createElement(module!.default, {}, createElement("title", null, "Hi")));
    expect(renderToStaticMarkup(createElement(Ours, {}, createElement("title", null, "Hi")))).toBe(theirs);
  });
});
