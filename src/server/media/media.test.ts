import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { isValidMediaKey, LocalMediaStore } from "./media-store.ts";

/** Bytes 0..n-1 cycling through 0–255, so any range is easy to check. */
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => i % 256));

describe("media store", () => {
  let t: TestApp;
  let store: LocalMediaStore;
  const body = bytes(10_000);

  beforeAll(async () => {
    t = await createTestApp("pglite");
    store = t.app.media as LocalMediaStore;
    await store.put("audio/sample-1.mp3", body);
    await store.put("audio/sample-1.wav", body);
    await store.put("audio/sample-1.webm", body);
    await store.put("backgrounds/custom-1700000000000.png", Readable.from([body.subarray(0, 100)]));
  });
  afterAll(() => t.close());

  it("puts, stats, reads, lists and deletes by key", async () => {
    expect(await store.stat("audio/sample-1.mp3")).toMatchObject({ key: "audio/sample-1.mp3", size: 10_000 });
    expect((await store.read("backgrounds/custom-1700000000000.png"))?.length).toBe(100);
    expect(await store.list("audio/")).toEqual(["audio/sample-1.mp3", "audio/sample-1.wav", "audio/sample-1.webm"]);
    await store.put("tmp/x.txt", Buffer.from("x"));
    expect(await store.delete("tmp/x.txt")).toBe(true);
    expect(await store.delete("tmp/x.txt")).toBe(false);
    expect(await store.stat("tmp/x.txt")).toBeUndefined();
    expect(await store.read("tmp/x.txt")).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.stream("audio/sample-1.mp3", { start: 10, end: 19 }))!)
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(body.subarray(10, 20));
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../x", "a/../../b", "/etc/passwd", "a//b", ".hidden", "a/.b", ""]) {
      expect(isValidMediaKey(key), key).toBe(false);
    }
    await expect(store.put("../escape.txt", Buffer.from("x"))).rejects.toThrow(/Invalid media key/);
    expect(store.urlFor("audio/sample-1.mp3")).toBe("/media/audio/sample-1.mp3");
    expect(store.keyFromUrl("http://localhost:3000/media/audio/a.mp3", "http://localhost:3000")).toBe("audio/a.mp3");
    expect(store.keyFromUrl("/media/audio/a.mp3")).toBe("audio/a.mp3");
    expect(store.keyFromUrl("https://elsewhere.example/media/audio/a.mp3", "http://localhost:3000")).toBeUndefined();
    expect(store.keyFromUrl("/media/../secret")).toBeUndefined();
  });

  describe("serving", () => {
    const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
      t.app.inject({ method, url, headers });

    it("answers with type, length, ranges accepted, an ETag and a year of immutable caching", async () => {
      const res = await get("/media/audio/sample-1.mp3");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("audio/mpeg");
      expect(res.headers["content-length"]).toBe("10000");
      expect(res.headers["accept-ranges"]).toBe("bytes");
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload).toEqual(body);
      expect((await get("/media/audio/sample-1.wav")).headers["content-type"]).toBe("audio/wav");
      expect((await get("/media/audio/sample-1.webm")).headers["content-type"]).toBe("audio/webm");
      expect((await get("/media/backgrounds/custom-1700000000000.png")).headers["content-type"]).toBe("image/png");
    });

    it("is not compressed, even when the client accepts it", async () => {
      const res = await get("/media/audio/sample-1.wav", { "accept-encoding": "gzip, br" });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.rawPayload).toEqual(body);
    });

    it("answers byte ranges with 206 and impossible ones with 416", async () => {
      const part = await get("/media/audio/sample-1.mp3", { range: "bytes=100-199" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe("bytes 100-199/10000");
      expect(part.headers["content-length"]).toBe("100");
      expect(part.rawPayload).toEqual(body.subarray(100, 200));
      const tail = await get("/media/audio/sample-1.mp3", { range: "bytes=-10" });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload).toEqual(body.subarray(9990));
      const open = await get("/media/audio/sample-1.mp3", { range: "bytes=9000-" });
      expect(open.headers["content-range"]).toBe("bytes 9000-9999/10000");
      const outside = await get("/media/audio/sample-1.mp3", { range: "bytes=20000-30000" });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers["content-range"]).toBe("bytes */10000");
    });

    describe("conditional requests", () => {
      let etag: string;
      let lastModified: string;
      const url = "/media/audio/sample-1.mp3";

      beforeAll(async () => {
        const first = await get(url);
        etag = String(first.headers.etag);
        lastModified = String(first.headers["last-modified"]);
      });

      /** A 304: no body, the validators and the caching headers kept. */
      function expectNotModified(res: Awaited<ReturnType<typeof get>>) {
        expect(res.statusCode).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      }

      it("answers the file's own ETag with 304, also as Node's fetch sends it (Cache-Control: no-cache)", async () => {
        expectNotModified(await get(url, { "if-none-match": etag }));
        expectNotModified(await get(url, { "if-none-match": etag, "cache-control": "no-cache", pragma: "no-cache" }));
        expectNotModified(await get(url, { "if-none-match": etag, "cache-control": "max-age=0, no-cache" }));
        expectNotModified(await get(url, { "if-none-match": etag, "cache-control": "no-cache" }, "HEAD"));
      });

      it("matches within a list, by weak comparison, and `*`", async () => {
        const opaque = etag.replace(/^W\//, "");
        expectNotModified(await get(url, { "if-none-match": `"other", ${etag}` }));
        expectNotModified(await get(url, { "if-none-match": opaque, "cache-control": "no-cache" }));
        expectNotModified(await get(url, { "if-none-match": "*", "cache-control": "no-cache" }));
        const stale = await get(url, { "if-none-match": '"something-else"', "cache-control": "no-cache" });
        expect(stale.statusCode).toBe(200);
        expect(stale.rawPayload).toEqual(body);
      });

      it("uses If-Modified-Since only without If-None-Match", async () => {
        expectNotModified(await get(url, { "if-modified-since": lastModified, "cache-control": "no-cache" }));
        const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
        expect((await get(url, { "if-modified-since": before })).statusCode).toBe(200);
        const other = await get(url, { "if-none-match": '"something-else"', "if-modified-since": lastModified });
        expect(other.statusCode).toBe(200);
      });

      it("keeps ranges working: 304 for a known copy, If-Range for a partial one", async () => {
        expectNotModified(await get(url, { "if-none-match": etag, range: "bytes=0-9", "cache-control": "no-cache" }));
        const resumed = await get(url, { range: "bytes=100-199", "if-range": etag });
        expect(resumed.statusCode).toBe(206);
        expect(resumed.rawPayload).toEqual(body.subarray(100, 200));
        const changed = await get(url, { range: "bytes=100-199", "if-range": '"an-older-version"' });
        expect(changed.statusCode).toBe(200);
        expect(changed.rawPayload).toEqual(body);
      });
    });

    it("answers HEAD with the headers and no body", async () => {
      const res = await get("/media/audio/sample-1.mp3", {}, "HEAD");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-length"]).toBe("10000");
      expect(res.headers["content-type"]).toBe("audio/mpeg");
      expect(res.rawPayload.length).toBe(0);
      expect((await get("/media/audio/none.mp3", {}, "HEAD")).statusCode).toBe(404);
    });

    it("answers a missing file or a path outside the store with a plain 404", async () => {
      const missing = await get("/media/audio/none.mp3");
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["content-type"]).not.toMatch(/html/);
      expect((await get("/media/../config.json")).statusCode).toBe(404);
      expect((await get("/media/%2e%2e/%2e%2e/etc/passwd")).statusCode).toBe(404);
      expect((await get("/media/audio/")).statusCode).toBe(404);
    });
  });
});
