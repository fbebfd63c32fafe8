import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QuoteSearchBox } from "./quote-search-box.tsx";

afterEach(cleanup);

describe("the quote search box", () => {
  it("searches for what the box shows, even text that reached the field before the app's state did", () => {
    const onSearch = vi.fn((text: string) => text);
    render(<QuoteSearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search quotes" });
    // Typed before hydration: the field holds the text, React's state does not (no change event reached it).
    box.value = "is:verified tag:sea";
    fireEvent.submit(box.form!);
    expect(onSearch).toHaveBeenCalledWith("is:verified tag:sea");
  });
});
