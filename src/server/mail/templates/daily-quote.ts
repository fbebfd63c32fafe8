import type { MailMessage } from "../mailer.ts";
import { escapeHtml, mailButton, mailPage } from "./layout.ts";

export interface DailyQuoteMailInput {
  to: string;
  firstname: string;
  quote: { text: string; author: string };
  /** The quote's page. */
  quoteLink: string;
  /** The one-click unsubscribe address (POST, RFC 8058; a browser's GET shows a confirmation page). */
  unsubscribeLink: string;
  /** The dashboard, where the member changes the hour or the source. */
  settingsLink: string;
  publicUrl: string;
}

/** The morning e-mail: one quote, its author and a link to its page, as HTML and plain text. */
export function dailyQuoteMail(input: DailyQuoteMailInput): MailMessage {
  const { to, firstname, quote, quoteLink, unsubscribeLink, settingsLink, publicUrl } = input;
  const subject = `Your morning quote: ${quote.author}`;
  const text = [
    `Good morning ${firstname},`,
    "",
    `“${quote.text}”`,
    `— ${quote.author}`,
    "",
    `Read it on Echoes: ${quoteLink}`,
    "",
    `Change the hour or the quotes you get: ${settingsLink}`,
    `Stop these e-mails: ${unsubscribeLink}`,
    "",
    "— Echoes",
    publicUrl,
  ].join("\n");

  const e = escapeHtml;
  const rows = `        <tr><td style="font-size:16px;line-height:1.6;padding-bottom:16px;">Good morning ${e(firstname)},</td></tr>
        <tr>
          <td style="padding:8px 0 24px 16px;border-left:4px solid #3b82f6;">
            <p style="margin:0 0 12px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:1.5;">“${e(quote.text)}”</p>
            <p style="margin:0;font-size:16px;color:#52525b;">— ${e(quote.author)}</p>
          </td>
        </tr>
${mailButton(quoteLink, "Read it on Echoes", "padding:24px 0;")}
        <tr><td style="font-size:13px;line-height:1.6;color:#71717a;">You get this e-mail because you turned on the morning e-mail in your dashboard. <a href="${e(settingsLink)}" style="color:#2563eb;">Change the hour or the quotes</a> · <a href="${e(unsubscribeLink)}" style="color:#2563eb;">Unsubscribe</a></td></tr>`;
  const html = mailPage({ subject, rows, publicUrl, colorScheme: "light dark" });
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
