import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { EmailSchema } from "#contracts/auth.ts";
import type { Db } from "#server/db/client.ts";
import { createAdmin, promoteAdmin } from "./admin-bootstrap.ts";

export const ADMIN_PASSWORD_MIN = 8;

export const ADMIN_USAGE = `Usage:
  npm run admin -- create <email> [--password <password>]
      Creates an admin account. The password comes from --password, else ADMIN_PASSWORD,
      else one is generated and printed once. An address that already has an account is refused.
  npm run admin -- promote <email>
      Makes an existing account an admin, keeping its password. Anyone can register any address:
      check that the account is the one you mean before promoting it.`;

export type AdminCommand =
  { command: "create"; email: string; password?: string } | { command: "promote"; email: string };

/** Reads `create|promote <email> [--password <p>]`; answers an error message for anything else. */
export function parseAdminArgs(argv: string[]): AdminCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { password: { type: "string", short: "p" }, help: { type: "boolean", short: "h" } },
    });
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  const [command, rawEmail, ...extra] = parsed.positionals;
  if (parsed.values.help) return { error: "" };
  if (command !== "create" && command !== "promote") return { error: command ? `Unknown command: ${command}` : "" };
  if (!rawEmail || extra.length > 0) return { error: `${command} takes exactly one e-mail address` };
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) return { error: `Not an e-mail address: ${rawEmail}` };
  if (command === "promote") {
    if (parsed.values.password !== undefined) return { error: "promote keeps the account's password: drop --password" };
    return { command, email: email.data };
  }
  return { command, email: email.data, password: parsed.values.password };
}

export interface AdminCommandOptions {
  /** ADMIN_PASSWORD from the configuration, used by `create` when --password is absent. */
  configuredPassword?: string;
  print: (line: string) => void;
}

/** Runs a parsed command; answers the process exit code. */
export async function runAdminCommand(db: Db, cmd: AdminCommand, options: AdminCommandOptions): Promise<number> {
  const { print } = options;
  if (cmd.command === "promote") {
    const outcome = await promoteAdmin(db, cmd.email);
    if (outcome === "missing") {
      print(`No account for ${cmd.email}. Create one with: npm run admin -- create ${cmd.email}`);
      return 1;
    }
    print(outcome === "unchanged" ? `${cmd.email} is already an admin.` : `${cmd.email} is now an admin.`);
    return 0;
  }

  const given = cmd.password ?? options.configuredPassword;
  if (given !== undefined && given.length < ADMIN_PASSWORD_MIN) {
    print(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
    return 1;
  }
  const password = given ?? randomBytes(12).toString("base64url");
  if (!(await createAdmin(db, cmd.email, password))) {
    print(
      `${cmd.email} already has an account; nothing was changed. Check that it is the one you mean, then run: ` +
        `npm run admin -- promote ${cmd.email}`,
    );
    return 1;
  }
  print(`Admin account ${cmd.email} created.`);
  if (given === undefined) print(`Generated password (shown once): ${password}`);
  return 0;
}
