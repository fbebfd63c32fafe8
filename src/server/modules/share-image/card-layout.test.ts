import { describe, expect, it } from "vitest";
import { misattributionLine } from "#contracts/attribution-wording.ts";
import { cardLayout, type CardElement } from "./card-layout.ts";

/** Every text of the card, in order. */
function texts(node: CardElement | string): string[] {
  if (typeof node === "string") return [node];
  const children = node.props.children;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

const text = "Well-behaved women seldom make history.";

describe("cardLayout", () => {
  it("names the author under the quote", () => {
    const card = texts(cardLayout({ text, author: "Laurel Thatcher Ulrich", background: { kind: "default" } }));
    expect(card).toContain("— Laurel Thatcher Ulrich");
    expect(card.join(" ")).not.toContain("Often attributed");
  });

  it("says in place of the author that a misattributed quote is not theirs, and who said it", () => {
    const line = misattributionLine(
      { status: "misattributed", actual_author: "Laurel Thatcher Ulrich" },
      "Marilyn Monroe",
    );
    const card = texts(
      cardLayout({ text, author: "Marilyn Monroe", misattribution: line, background: { kind: "default" } }),
    );
    expect(card.join(" ")).toContain("Often attributed to Marilyn Monroe — actually Laurel Thatcher Ulrich");
    expect(card).not.toContain("— Marilyn Monroe");
  });

  it("keeps a long misattribution to two lines and the quote within its box", () => {
    const long = misattributionLine(
      { status: "misattributed", actual_author: "the Literature Committee of a fellowship, in its basic text of 1981" },
      "Albert Einstein",
    )!;
    const quote = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
    const card = cardLayout({
      text: quote,
      author: "Albert Einstein",
      misattribution: long,
      background: { kind: "default" },
    });
    const [content] = (card.props.children as CardElement[]).slice(-1);
    const [, quoteBox, bottom] = content!.props.children as CardElement[];
    const lines = (bottom!.props.children as CardElement[])[1]!.props.children as CardElement[];
    expect(lines.length).toBeLessThanOrEqual(2);
    const fontSize = Number(quoteBox!.props.style!.fontSize);
    const quoteLines = (quoteBox!.props.children as CardElement[]).length;
    expect(quoteLines * fontSize * 1.3).toBeLessThanOrEqual(Number(quoteBox!.props.style!.height));
  });
});
