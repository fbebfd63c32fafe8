import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithProviders } from "#client/test-utils.tsx";
import { AudioQuoteLine } from "./audio-quote-line.tsx";

afterEach(cleanup);

describe("AudioQuoteLine", () => {
  it("links the text to its quote in the text's language, and says a status other than approved", async () => {
    await renderWithProviders(
      <AudioQuoteLine
        quote={{
          id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
          text: "שלום עולם",
          author: "Someone",
          language: "he",
          status: "pending",
        }}
      />,
    );
    const link = screen.getByRole("link", { name: "“שלום עולם”" });
    expect([link.getAttribute("lang"), link.getAttribute("dir")]).toEqual(["he", "rtl"]);
    expect(screen.getByText("pending")).toBeTruthy();
  });
});
