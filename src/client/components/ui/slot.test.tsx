import { createRef } from "react";
import { Slot as RadixSlot } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Slot } from "./slot.tsx";

afterEach(cleanup);

describe("Slot", () => {
  it("merges props into its child as Radix's Slot does", () => {
    const cases = [
      <a key="a" href="/x" className="child" style={{ color: "red" }} aria-describedby="c1 shared" title="child" />,
      <button key="b" type="button" />,
      <span key="c" id="own">
        text
      </span>,
    ];
    for (const child of cases) {
      const props = {
        className: "slot",
        style: { color: "blue", margin: 1 },
        "aria-describedby": "s1 shared",
        title: "slot",
        "data-state": "closed",
      } as const;
      const ours = renderToStaticMarkup(<Slot {...props}>{child}</Slot>);
      const radix = renderToStaticMarkup(<RadixSlot.Root {...props}>{child}</RadixSlot.Root>);
      expect(ours).toBe(radix);
    }
  });

  it("runs the child's handler, then the slot's, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    let childNode: HTMLElement | null = null;
    render(
      <Slot ref={slotRef} onClick={() => calls.push("slot")} onFocus={() => calls.push("slot focus")}>
        <button type="button" ref={(node) => void (childNode = node)} onClick={() => calls.push("child")}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    fireEvent.click(button);
    fireEvent.focus(button);
    expect(calls).toEqual(["child", "slot", "slot focus"]);
    expect(slotRef.current).toBe(button);
    expect(childNode).toBe(button);
  });
});
