import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["refused", withCode("ECONNREFUSED")],
    ["reset", withCode("ECONNRESET")],
    ["admin shutdown", withCode("57P01", "terminating connection due to administrator command")],
    ["cannot connect now", withCode("57P03", "the database system is starting up")],
    ["connection failure", withCode("08006")],
    ["terminated", new Error("Connection terminated unexpectedly")],
    ["connect timeout", new Error("timeout exceeded when trying to connect")],
    ["wrapped by the ORM", new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") })],
    ["every address refused", Object.assign(new AggregateError([withCode("ECONNREFUSED")]), { code: undefined })],
  ])("%s is an outage", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value")],
    ["a syntax error", withCode("42601")],
    ["a plain bug", new TypeError("undefined is not a function")],
    ["nothing", undefined],
  ])("%s is not", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
