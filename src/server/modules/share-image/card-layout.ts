import { SHARE_IMAGE } from "#contracts/share.ts";
import { fitText } from "./text-fit.ts";

/** A satori element as plain data (it crosses to the render worker as a structured clone). */
export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; children?: CardNode | CardNode[] };
}
type CardNode = CardElement | string;

/** What the card shows behind the text. */
export type CardBackground =
  { kind: "default" } | { kind: "gradient"; css: string } | { kind: "image"; dataUri: string };

export interface CardContent {
  text: string;
  author: string;
  /** For a misattributed quote, "Often attributed to X — actually Y": shown in place of the author. */
  misattribution?: string | null;
  background: CardBackground;
}

const PADDING_X = 80;
const PADDING_Y = 64;
/** The text box between the mark at the top and the author at the bottom. */
const TEXT_BOX = { width: SHARE_IMAGE.width - 2 * PADDING_X, height: 340 };
const TEXT_FIT = { maxFontSize: 68, minFontSize: 26, lineHeight: 1.3 };
/** A misattribution line: up to two lines under the quote, a little smaller than the author's name. */
const MISATTRIBUTION_FIT = { maxFontSize: 28, minFontSize: 28, lineHeight: 1.3 };
const MISATTRIBUTION_BOX = { width: TEXT_BOX.width, height: 2 * 28 * 1.3 };
/** The quote's box gives up the second line's height, so that the card keeps its margins. */
const MISATTRIBUTED_TEXT_BOX = { ...TEXT_BOX, height: TEXT_BOX.height - 28 * 1.3 };
const DEFAULT_GRADIENT = "linear-gradient(135deg, #1e1b4b 0%, #312e81 45%, #4f46e5 100%)";

const el = (type: string, style: Record<string, string | number>, children?: CardNode | CardNode[]): CardElement => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** The preview card: the Echoes mark, the quote fitted to its box, the author; over the quote's background. */
export function cardLayout(content: CardContent): CardElement {
  const textBox = content.misattribution ? MISATTRIBUTED_TEXT_BOX : TEXT_BOX;
  const fitted = fitText(content.text, textBox, TEXT_FIT);
  const layers: CardElement[] = [];
  if (content.background.kind === "image") {
    layers.push({
      type: "img",
      props: {
        src: content.background.dataUri,
        style: {
          position: "absolute",
          top: 0,
          left: 0,
          width: SHARE_IMAGE.width,
          height: SHARE_IMAGE.height,
          objectFit: "cover",
        },
      },
    });
  }
  // A dark veil keeps white text readable on any picture or gradient.
  const veil = content.background.kind === "default" ? "rgba(0,0,0,0)" : "rgba(0,0,0,0.45)";
  layers.push(
    el("div", { position: "absolute", top: 0, left: 0, width: "100%", height: "100%", backgroundColor: veil }),
  );

  const background =
    content.background.kind === "gradient"
      ? content.background.css
      : content.background.kind === "default"
        ? DEFAULT_GRADIENT
        : "none";

  const mark = el("div", { display: "flex", alignItems: "center", gap: 14, fontSize: 30, fontWeight: 700 }, [
    el(
      "div",
      {
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 44,
        height: 44,
        borderRadius: 12,
        backgroundColor: "rgba(255,255,255,0.18)",
        fontSize: 34,
        lineHeight: 1,
      },
      "“",
    ),
    "Echoes",
  ]);

  const quote = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "center",
      flexGrow: 1,
      height: textBox.height,
      fontSize: fitted.fontSize,
      lineHeight: TEXT_FIT.lineHeight,
      fontWeight: 400,
    },
    fitted.lines.map((line) => el("div", { display: "flex", whiteSpace: "pre" }, line)),
  );

  const author = content.misattribution
    ? misattributionLine(content.misattribution)
    : el(
        "div",
        { display: "flex", fontSize: 32, fontWeight: 700, color: "rgba(255,255,255,0.9)" },
        `— ${truncateAuthor(content.author)}`,
      );

  return el(
    "div",
    {
      display: "flex",
      position: "relative",
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      backgroundImage: background,
      backgroundColor: "#1e1b4b",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      ...layers,
      el(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          position: "absolute",
          top: 0,
          left: 0,
          // Satori sizes boxes without their padding: the padded box is exactly the card.
          width: SHARE_IMAGE.width - 2 * PADDING_X,
          height: SHARE_IMAGE.height - 2 * PADDING_Y,
          padding: `${PADDING_Y}px ${PADDING_X}px`,
        },
        [mark, quote, author],
      ),
    ],
  );
}

/**
 * "Often attributed to X — actually Y" in up to two lines, after a bar in the warning colour of the app's
 * misattributed badge.
 */
function misattributionLine(line: string): CardElement {
  const fitted = fitText(line, { ...MISATTRIBUTION_BOX, width: MISATTRIBUTION_BOX.width - 24 }, MISATTRIBUTION_FIT);
  return el("div", { display: "flex", alignItems: "stretch", gap: 18 }, [
    el("div", { display: "flex", width: 6, borderRadius: 3, backgroundColor: "#fdba74", flexShrink: 0 }),
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        fontSize: MISATTRIBUTION_FIT.maxFontSize,
        lineHeight: MISATTRIBUTION_FIT.lineHeight,
        fontWeight: 700,
        color: "rgba(255,255,255,0.92)",
      },
      fitted.lines.map((text) => el("div", { display: "flex", whiteSpace: "pre" }, text)),
    ),
  ]);
}

/** An author line fits on one line: long names end at a whole word. */
function truncateAuthor(author: string): string {
  const fitted = fitText(
    author,
    { width: TEXT_BOX.width - 60, height: 45 },
    { maxFontSize: 32, minFontSize: 32, lineHeight: 1.3 },
  );
  return fitted.lines.join(" ");
}
