import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import type { OfferedFilters } from "../offered-filters.ts";
import { EMPTY_FILTERS, type QuoteFilters } from "../search-params.ts";
import { FilterControls } from "./filter-controls.tsx";

const ALL_OFFERED: OfferedFilters = { bookmarked: true, reacted: true, audio: true };
const NONE_OFFERED: OfferedFilters = { bookmarked: false, reacted: false, audio: false };

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () => Response.json([])),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderControls(offered: OfferedFilters, signedIn: boolean) {
  const onChange = vi.fn<(filters: QuoteFilters) => void>();
  await renderWithProviders(
    <FilterControls
      filters={EMPTY_FILTERS}
      onChange={onChange}
      canFilterStatus={false}
      signedIn={signedIn}
      offered={offered}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

// The features that turn these filters on (bookmarks, reactions, audio) find their controls working.
describe("FilterControls with every filter offered", () => {
  it("sets the audio filter", async () => {
    const { onChange, user } = await renderControls(ALL_OFFERED, false);
    await user.selectOptions(screen.getByRole("combobox", { name: "Audio" }), "without");
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, audio: "without" });
  });

  it("toggles Bookmarked and Reacted for signed-in users only", async () => {
    const { onChange, user } = await renderControls(ALL_OFFERED, true);
    expect(screen.getByRole("button", { name: "Bookmarked" }).getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Reacted" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, reacted: true });
    await user.click(screen.getByRole("button", { name: "Bookmarked" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, bookmarked: true });
    cleanup();

    await renderControls(ALL_OFFERED, false);
    expect(screen.queryByRole("group", { name: "My quotes" })).toBeNull();
  });
});

describe("FilterControls with none of them offered", () => {
  it("shows no audio select and no My quotes toggles", async () => {
    await renderControls(NONE_OFFERED, true);
    expect(screen.getByRole("combobox", { name: "Category" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Audio" })).toBeNull();
    expect(screen.queryByRole("group", { name: "My quotes" })).toBeNull();
  });
});
