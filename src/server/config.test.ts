import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("runs with no environment at all", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.RATE_LIMIT_AUTH_PER_MIN).toBe(20);
    // The bounds of docs/operations.md (Security), as an operator gets them without setting anything.
    expect(config.RATE_LIMIT_LISTS_PER_MIN).toBe(120);
    expect(config.STATEMENT_TIMEOUT_MS).toBe(500);
    expect(config.EVENTS_PER_IP_PER_DAY).toBe(5000);
    expect(config.EVENTS_RETENTION_DAYS).toBe(180);
    expect(config.CLIENT_DIR).toBe(path.resolve("./dist/client"));
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from a given one", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://echoes.example/" }).PUBLIC_URL).toBe("https://echoes.example");
  });

  it("resolves DATA_DIR to an absolute path", () => {
    expect(loadConfig({ DATA_DIR: "some/where" }).DATA_DIR).toBe(path.resolve("some/where"));
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", ADMIN_EMAIL: " ", ADMIN_PASSWORD: "", SMTP_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("accepts a full production configuration", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgresql://echoes@db:5432/echoes",
      REDIS_URL: "redis://cache:6379",
      ADMIN_EMAIL: "root@example.com",
      ADMIN_PASSWORD: "long-enough-password",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      GA_MEASUREMENT_ID: "G-ABC123",
      RATE_LIMIT_AUTH_PER_MIN: "50",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgresql://echoes@db:5432/echoes");
    expect(config.RATE_LIMIT_AUTH_PER_MIN).toBe(50);
  });

  it("lists every bad variable at once in one readable error", () => {
    const err = configError({
      PORT: "abc",
      DATABASE_URL: "mysql://x",
      ADMIN_EMAIL: "admin@example.com",
      GA_MEASUREMENT_ID: "UA-1",
    });
    expect(err.name).toBe("ConfigError");
    expect(err.problems).toHaveLength(4);
    const byVariable = new Map(err.problems.map((p) => [p.split(":")[0] ?? "", p] as const));
    expect([...byVariable.keys()].sort()).toEqual(["ADMIN_PASSWORD", "DATABASE_URL", "GA_MEASUREMENT_ID", "PORT"]);
    expect(byVariable.get("DATABASE_URL")).toContain("postgres");
    expect(byVariable.get("ADMIN_PASSWORD")).toContain("ADMIN_EMAIL and ADMIN_PASSWORD are set together");
    expect(err.message.split("\n")[0]).toBe("Invalid configuration:");
    for (const problem of err.problems) expect(err.message).toContain(`  - ${problem}`);
  });

  it("asks for ADMIN_EMAIL when only ADMIN_PASSWORD is set, and for a long enough password", () => {
    expect(configError({ ADMIN_PASSWORD: "long-enough-password" }).problems).toEqual([
      "ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD are set together",
    ]);
    const err = configError({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "short" });
    expect(err.problems.map((p) => p.split(":")[0]).sort()).toEqual(["ADMIN_EMAIL", "ADMIN_PASSWORD"]);
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["REDIS_URL", "http://cache"],
    ["PUBLIC_URL", "ftp://x"],
    ["SMTP_URL", "not a url"],
    ["JWT_SECRET", "too-short"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_AUTH_PER_MIN", "0"],
  ])("refuses %s=%s", (name, value) => {
    const err = configError({ [name]: value });
    expect(err.problems).toHaveLength(1);
    expect(err.problems[0]).toMatch(new RegExp(`^${name}: `));
  });
});
