import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReviewGraded, ReviewItem, ReviewToday } from "#contracts/review.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { ReviewView } from "./review-view.tsx";

const USER_ID = "11111111-1111-4111-8111-111111111111";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const item = (n: number, over: Partial<ReviewItem["quote"]> = {}): ReviewItem => ({
  quote: makeQuote({ id: id(n), text: `Quote number ${n}`, author: `Author ${n}`, status: "approved", ...over }),
  due_at: "2026-03-10T08:00:00.000Z",
  interval_days: 0,
});
const today = (items: ReviewItem[], over: Partial<ReviewToday> = {}): ReviewToday => ({
  items,
  streak: 0,
  reviewed_today: 0,
  due_count: items.length,
  daily_max: 20,
  next_due_at: null,
  ...over,
});

let restored: string[] = [];

/** The API as the page sees it: a queue of answers for GET /today, and grades recorded. */
function stubApi(answers: (ReviewToday | Response)[]) {
  const grades: { quoteId: string; body: unknown }[] = [];
  restored = [];
  let streak = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith("/api/review/today")) {
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        return next instanceof Response ? next.clone() : Response.json(next);
      }
      if (init?.method === "DELETE") {
        restored.push(url);
        return Response.json(item(1));
      }
      const quoteId = url.split("/").pop()!;
      const body = JSON.parse(init?.body as string) as { grade: string };
      grades.push({ quoteId, body });
      streak = 1;
      const graded: ReviewGraded = {
        ...item(Number(quoteId.slice(-12))),
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
        interval_days: 1,
        grade: body.grade as ReviewGraded["grade"],
        mastered: body.grade === "mastered",
        ease: 2.5,
        repetitions: 1,
        streak,
      };
      return Response.json(graded);
    }),
  );
  return grades;
}

const render = () =>
  renderWithProviders(
    <ReviewView userId={USER_ID} timezone="UTC" renderAudio={(quote) => <span>Audio for {quote.author}</span>} />,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the daily review page", () => {
  it("shows a loading card, then the first due quote in its language with its grades and their keys", async () => {
    stubApi([today([item(1, { language: "fr" }), item(2)], { streak: 4, due_count: 25 })]);
    await render();
    expect(screen.getByTestId("review-loading")).toBeTruthy();
    const text = await screen.findByTestId("review-quote-text");
    expect(text.textContent).toBe("Quote number 1");
    expect(text.getAttribute("lang")).toBe("fr");
    expect(screen.getByText("Audio for Author 1")).toBeTruthy();
    expect(screen.getByTestId("review-due-count").textContent).toBe("2 due today · 23 more on later days");
    expect(screen.getByTestId("review-streak").textContent).toBe("4-day streak");
    const good = screen.getByTestId("grade-good");
    expect(good.getAttribute("aria-keyshortcuts")).toBe("2");
    expect(good.textContent).toContain("2");
  });

  it("grades with a key, then moves focus to the next card's heading", async () => {
    const grades = stubApi([today([item(1), item(2)]), today([item(2)], { streak: 1, reviewed_today: 1 })]);
    await render();
    await screen.findByText("Quote number 1");
    await userEvent.keyboard("2");
    await screen.findByText("Quote number 2");
    expect(grades).toEqual([{ quoteId: id(1), body: { grade: "good", timezone: "UTC" } }]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Quote 2 of 2"));
    expect(screen.getByTestId("review-last-grade").textContent).toBe("Next review of that quote: tomorrow.");
    expect(screen.getByTestId("review-streak").textContent).toBe("1-day streak");
  });

  it("ignores the keys while the member types in a field", async () => {
    const grades = stubApi([today([item(1)])]);
    await render();
    await screen.findByText("Quote number 1");
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    await userEvent.keyboard("1");
    expect(grades).toEqual([]);
    field.remove();
  });

  it("says all done with the next review's date once the last quote is graded, and focuses it", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    stubApi([today([item(1)]), today([], { streak: 1, reviewed_today: 1, next_due_at: tomorrow })]);
    await render();
    await userEvent.click(await screen.findByTestId("grade-easy"));
    const heading = await screen.findByRole("heading", { name: "All done for today" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(screen.getByTestId("review-next-due").textContent).toBe("Your next review: tomorrow."));
  });

  it("invites a member with nothing saved to save quotes", async () => {
    stubApi([today([])]);
    await render();
    await screen.findByRole("heading", { name: "Nothing to review yet" });
    expect(screen.getByTestId("review-due-count").textContent).toBe("Nothing due right now");
  });

  it("shows an error with a way to try again", async () => {
    stubApi([Response.json({ error: "unavailable", message: "Down" }, { status: 503 }), today([item(1)])]);
    await render();
    const alert = await screen.findByTestId("review-error");
    expect(alert.textContent).toContain("Your review could not be loaded");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Quote number 1");
  });

  it("offers to undo a mastered quote, which brings its card back", async () => {
    stubApi([today([item(1)]), today([]), today([item(1)])]);
    await render();
    await screen.findByText("Quote number 1");
    await userEvent.keyboard("4");
    await screen.findByText("Mastered: that quote leaves your review.");
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Quote number 1");
    expect(restored).toEqual([`/api/review/${id(1)}/mastered`]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Quote 1 of 1"));
  });
});
