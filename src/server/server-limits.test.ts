import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_MESSAGES } from "#contracts/backgrounds.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";

/** A JSON object of about `bytes` bytes (one long string field). */
const jsonOfSize = (bytes: number) => JSON.stringify({ text: "x".repeat(bytes), author: "A", category: "wisdom" });

describe.each(DATABASE_KINDS)("body size limits on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await createSignedInUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = member.headers) =>
    t.app.inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload });

  it("reads JSON bodies up to 100 KB and refuses bigger ones with a 413 envelope", async () => {
    const under = await post("/api/quotes", jsonOfSize(95 * 1024));
    expect(under.statusCode).toBe(400); // read and validated: the text is too long for a quote
    const over = await post("/api/quotes", jsonOfSize(101 * 1024));
    expect(over.statusCode).toBe(413);
    expect(ErrorEnvelopeSchema.strict().parse(over.json())).toMatchObject({ error: "payload_too_large" });
  });

  it("refuses an anonymous oversized body as 401, before reading it", async () => {
    const res = await post("/api/quotes", jsonOfSize(2 * 1024 * 1024), {});
    expect(res.statusCode).toBe(401);
  });

  it("gives waveforms room for their peaks, and no more", async () => {
    const quote = await createQuote(t.app, member.headers, {
      text: "Body limit test: a waveform may carry four thousand peaks at full precision.",
      author: "Ada Brook",
      category: "wisdom",
      status: "draft",
    });
    // The most peaks, each at full precision, pretty-printed: still a waveform a client may send.
    const peaks = Array.from({ length: 4096 }, (_, i) => 1.234567890123456e-7 + i * 1e-20);
    const body = JSON.stringify({ peaks, resolution: 4096, sampleRate: 44100 }, null, 2);
    expect(body.length).toBeGreaterThan(100 * 1024);
    const fits = await post(`/api/audio/waveform/${quote.id}`, body);
    expect(fits.statusCode, fits.body).not.toBe(413);
    expect(fits.statusCode).toBeLessThan(500);
    const tooBig = await post(
      `/api/audio/waveform/${quote.id}`,
      `${body.slice(0, -1)},"pad":"${"x".repeat(200_000)}"}`,
    );
    expect(tooBig.statusCode).toBe(413);
  });

  it("refuses a background picture over 2 MB with a 413 envelope", async () => {
    const form = multipartFile(Buffer.alloc(2 * 1024 * 1024 + 10, 1), {
      filename: "big.png",
      contentType: "image/png",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/backgrounds",
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(ErrorEnvelopeSchema.parse(res.json())).toMatchObject({ message: BACKGROUND_MESSAGES.tooLarge });
  });
});

/** A raw client: resolves with what the server sent once it closes the connection (or after `giveUpMs`). */
function rawClient(port: number, giveUpMs: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<{ closed: boolean; received: string }>((resolve) => {
    const timer = setTimeout(() => resolve({ closed: false, received }), giveUpMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ closed: true, received });
    });
  });
  return { socket, closed };
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++] ?? "");
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
}

describe("slow clients", () => {
  let t: TestApp;
  let port: number;
  // Far longer than the limits below: a connection still open by then was never cut off.
  const GIVE_UP_MS = 8_000;

  beforeAll(async () => {
    t = await createTestApp("pglite", {
      timeouts: {
        headersTimeout: 400,
        requestTimeout: 800,
        connectionTimeout: 1_500,
        keepAliveTimeout: 300,
        connectionsCheckingInterval: 50,
      },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("answers a prompt client", async () => {
    const { socket, closed } = rawClient(port, GIVE_UP_MS);
    socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    const outcome = await closed;
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
  });

  it("cuts off a client that sends its headers byte by byte (slowloris)", async () => {
    const { socket, closed } = rawClient(port, GIVE_UP_MS);
    trickle(socket, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(500)}\r\n\r\n`, 40);
    const outcome = await closed;
    expect(outcome.closed).toBe(true);
    expect(outcome.received).not.toMatch(/200 OK/);
    socket.destroy();
  });

  it("cuts off a client that sends its body byte by byte", async () => {
    const { socket, closed } = rawClient(port, GIVE_UP_MS);
    const body = JSON.stringify({ email: "slow@example.test", password: "x".repeat(200) });
    socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, body, 40);
    const outcome = await closed;
    expect(outcome.closed).toBe(true);
    socket.destroy();
  });

  it("closes a connection that never sends anything", async () => {
    const { socket, closed } = rawClient(port, GIVE_UP_MS);
    const outcome = await closed;
    expect(outcome.closed).toBe(true);
    expect(outcome.received).not.toMatch(/200/);
    socket.destroy();
  });
});
