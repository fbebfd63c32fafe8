/** What every Echoes e-mail's HTML shares: escaping, the page around the message's rows, and the button. */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A link drawn as the brand's button (its own table row). */
export const mailButton = (href: string, label: string, padding = "padding-bottom:24px;") => `        <tr>
          <td style="${padding}">
            <a href="${escapeHtml(href)}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px;">${escapeHtml(label)}</a>
          </td>
        </tr>`;

export interface MailPage {
  subject: string;
  /** The card's rows after the "Echoes" heading (`<tr>` elements, already escaped). */
  rows: string;
  /** The site's address, shown under the card. */
  publicUrl: string;
  /** Declares the colour schemes the mail reads well in (mail clients that honour it adapt it). */
  colorScheme?: string;
}

/** The whole HTML document: a centred white card on a grey page, the site's host under it. */
export function mailPage({ subject, rows, publicUrl, colorScheme }: MailPage): string {
  const e = escapeHtml;
  const host = new URL(publicUrl).host;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${colorScheme ? `<meta name="color-scheme" content="${e(colorScheme)}">\n` : ""}<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 16px;">
  <tr>
    <td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
        <tr><td style="font-size:20px;font-weight:700;padding-bottom:24px;">Echoes</td></tr>
${rows}
      </table>
      <p style="font-size:12px;color:#a1a1aa;margin-top:16px;"><a href="${e(publicUrl)}" style="color:#a1a1aa;">${e(host)}</a></p>
    </td>
  </tr>
</table>
</body>
</html>`;
}
