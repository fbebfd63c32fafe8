import type { MailMessage } from "../mailer.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface PasswordResetMailInput {
  to: string;
  firstname: string;
  link: string;
  publicUrl: string;
  expiresInMinutes: number;
}

/** The password recovery e-mail, as HTML and plain text. */
export function passwordResetMail(input: PasswordResetMailInput): MailMessage {
  const { to, firstname, link, publicUrl, expiresInMinutes } = input;
  const host = new URL(publicUrl).host;
  const subject = "Reset your Echoes password";
  const text = [
    `Hi ${firstname},`,
    "",
    `Someone (hopefully you) asked to reset the password of your Echoes account at ${host}.`,
    "Open this link to choose a new password:",
    "",
    link,
    "",
    `The link works once and expires in ${expiresInMinutes} minutes.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    "",
    "— Echoes",
    publicUrl,
  ].join("\n");

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 16px;">
  <tr>
    <td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
        <tr><td style="font-size:20px;font-weight:700;padding-bottom:24px;">Echoes</td></tr>
        <tr><td style="font-size:16px;line-height:1.6;padding-bottom:16px;">Hi ${e(firstname)},</td></tr>
        <tr><td style="font-size:16px;line-height:1.6;padding-bottom:24px;">Someone (hopefully you) asked to reset the password of your Echoes account at ${e(host)}. Choose a new password with the button below.</td></tr>
        <tr>
          <td style="padding-bottom:24px;">
            <a href="${e(link)}" style="display:inline-block;background:#3b82f6;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px;">Reset password</a>
          </td>
        </tr>
        <tr><td style="font-size:14px;line-height:1.6;color:#52525b;padding-bottom:16px;">The link works once and expires in ${expiresInMinutes} minutes. If the button does not work, copy this address into your browser:<br><a href="${e(link)}" style="color:#2563eb;word-break:break-all;">${e(link)}</a></td></tr>
        <tr><td style="font-size:14px;line-height:1.6;color:#52525b;">If you did not ask for this, ignore this e-mail: your password stays as it is.</td></tr>
      </table>
      <p style="font-size:12px;color:#a1a1aa;margin-top:16px;"><a href="${e(publicUrl)}" style="color:#a1a1aa;">${e(host)}</a></p>
    </td>
  </tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}
