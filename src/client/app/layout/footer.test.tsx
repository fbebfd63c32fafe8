import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithProviders } from "#client/test-utils.tsx";
import packageJson from "../../../../package.json" with { type: "json" };
import { Footer } from "./footer.tsx";

afterEach(cleanup);

describe("Footer", () => {
  it("shows package.json's version", async () => {
    await renderWithProviders(<Footer />);
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByTitle("Version").textContent).toBe(`v${packageJson.version}`);
  });
});
