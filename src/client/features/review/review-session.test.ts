import { describe, expect, it } from "vitest";
import type { ReviewGraded, ReviewToday } from "#contracts/review.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { afterGrade, formatNextReview, gradeForKey } from "./review-session.ts";

const key = (over: Partial<Parameters<typeof gradeForKey>[0]> = {}) => ({
  key: "2",
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  target: null,
  ...over,
});

describe("grade keys", () => {
  it("maps 1–4 to again, good, easy, mastered and ignores other keys", () => {
    expect(["1", "2", "3", "4", "5", "g", " "].map((k) => gradeForKey(key({ key: k })))).toEqual([
      "again",
      "good",
      "easy",
      "mastered",
      null,
      null,
      null,
    ]);
  });

  it("leaves browser shortcuts, held keys, typing and open dialogs alone", () => {
    expect(gradeForKey(key({ ctrlKey: true }))).toBeNull();
    expect(gradeForKey(key({ metaKey: true }))).toBeNull();
    expect(gradeForKey(key({ altKey: true }))).toBeNull();
    expect(gradeForKey(key({ repeat: true }))).toBeNull();
    expect(gradeForKey(key(), true)).toBeNull();
    const field = document.createElement("input");
    expect(gradeForKey(key({ target: field }))).toBeNull();
    const editor = document.createElement("div");
    editor.setAttribute("contenteditable", "true");
    const inside = document.createElement("span");
    editor.append(inside);
    expect(gradeForKey(key({ target: inside }))).toBeNull();
    expect(gradeForKey(key({ target: document.createElement("button") }))).toBe("good");
  });
});

describe("after a grade", () => {
  const item = (id: string) => ({
    quote: makeQuote({ id }),
    due_at: "2026-03-10T08:00:00.000Z",
    interval_days: 0,
  });
  const today: ReviewToday = {
    items: [item("a"), item("b")],
    streak: 0,
    reviewed_today: 0,
    due_count: 5,
    daily_max: 20,
    next_due_at: null,
  };

  it("takes the graded quote off the list and shows the server's streak", () => {
    const graded = { ...item("a"), grade: "good", mastered: false, ease: 2.5, repetitions: 1, streak: 1 };
    const next = afterGrade(today, graded as ReviewGraded);
    expect(next.items.map((i) => i.quote.id)).toEqual(["b"]);
    expect(next).toMatchObject({ streak: 1, due_count: 4, reviewed_today: 1 });
  });

  it("changes nothing else for a quote that was not on the list", () => {
    const graded = { ...item("z"), grade: "good", mastered: false, ease: 2.5, repetitions: 1, streak: 3 };
    expect(afterGrade(today, graded as ReviewGraded)).toMatchObject({ due_count: 5, reviewed_today: 0, streak: 3 });
  });
});

describe("the next review's date", () => {
  const now = new Date("2026-03-10T22:30:00Z");

  it("says today with the time, tomorrow, or the date, in the member's time zone", () => {
    expect(formatNextReview("2026-03-10T22:40:00Z", now, "UTC", "en-GB")).toBe("today at 22:40");
    expect(formatNextReview("2026-03-11T22:30:00Z", now, "UTC", "en-GB")).toBe("tomorrow");
    // 23:30 UTC on the 10th is already 00:30 on the 11th in Paris (23:30 there now): tomorrow there, today here.
    expect(formatNextReview("2026-03-10T23:30:00Z", now, "Europe/Paris", "en-GB")).toBe("tomorrow");
    expect(formatNextReview("2026-03-10T23:30:00Z", now, "UTC", "en-GB")).toBe("today at 23:30");
    expect(formatNextReview("2026-03-16T22:30:00Z", now, "UTC", "en-GB")).toBe("Monday 16 March");
    expect(formatNextReview("2027-03-16T10:00:00Z", now, "UTC", "en-GB")).toBe("Tuesday, 16 March 2027");
  });
});
