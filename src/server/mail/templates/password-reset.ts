import type { MailMessage } from "../mailer.ts";
import { escapeHtml, mailButton, mailPage } from "./layout.ts";

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
  const rows = `        <tr><td style="font-size:16px;line-height:1.6;padding-bottom:16px;">Hi ${e(firstname)},</td></tr>
        <tr><td style="font-size:16px;line-height:1.6;padding-bottom:24px;">Someone (hopefully you) asked to reset the password of your Echoes account at ${e(host)}. Choose a new password with the button below.</td></tr>
${mailButton(link, "Reset password")}
        <tr><td style="font-size:14px;line-height:1.6;color:#52525b;padding-bottom:16px;">The link works once and expires in ${expiresInMinutes} minutes. If the button does not work, copy this address into your browser:<br><a href="${e(link)}" style="color:#2563eb;word-break:break-all;">${e(link)}</a></td></tr>
        <tr><td style="font-size:14px;line-height:1.6;color:#52525b;">If you did not ask for this, ignore this e-mail: your password stays as it is.</td></tr>`;
  const html = mailPage({ subject, rows, publicUrl });
  return { to, subject, text, html };
}
