import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AUDIO_MESSAGES, type AudioVerifyResult, type QuoteAudio, type Waveform } from "#contracts/audio.ts";
import {
  AUDIO_REVIEW_MESSAGES,
  type AdminPendingAudioList,
  type MyPendingAudio,
  type PendingAudio,
  type QuotePendingAudio,
} from "#contracts/audio-review.ts";
import type { AccountExport } from "#contracts/account.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { auditLog, quoteAudioPending, quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fakeSpeech, mp3File, tone } from "#tests/helpers/fake-speech.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { audioFixture } from "#tests/helpers/audio-fixtures.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = () => ({
  text: `Review test thought ${++counter}: the lantern keeps ${counter * 17} moths company until dawn.`,
  author: "Ida Vale",
  category: "wisdom",
});

describe.each(DATABASE_KINDS)("members' audio awaiting review on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { audio: { engine: fakeSpeech() } });
    mediaDir = path.join(t.config.DATA_DIR, "media");
    [other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  // A member may upload only so many files an hour: each case has an owner of its own.
  beforeEach(async () => {
    owner = await createSignedInUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "DELETE" | "HEAD", url: string, headers: Headers = {}) =>
    t.app.inject({ method, url, headers });
  /** The owner's quote, published by an admin. */
  async function ownersApprovedQuote(): Promise<string> {
    const { id } = await createQuote(t.app, owner.headers, fresh());
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/approve`,
      headers: admin.headers,
      payload: { approvedBy: admin.user.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }
  async function narrate(id: string): Promise<QuoteAudio> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/generate-audio`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteAudio>();
  }
  const upload = (id: string, bytes: Uint8Array, headers: Headers, filename = "take.mp3") => {
    const form = multipartFile(bytes, { filename });
    return t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/audio`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  async function submitted(id: string, bytes?: Uint8Array): Promise<PendingAudio> {
    const res = await upload(id, bytes ?? (await mp3(2)), owner.headers);
    expect(res.statusCode, res.body).toBe(202);
    return res.json<PendingAudio>();
  }
  const mp3 = (seconds: number, frequency = 440) => mp3File(tone(seconds, 22050, frequency), 64);
  const publicAudio = (id: string) => inject("GET", `/api/quotes/${id}/audio`);
  const approve = (pendingId: string, headers: Headers = admin.headers) =>
    inject("POST", `/api/admin/audio/pending/${pendingId}/approve`, headers);
  const reject = (pendingId: string, headers: Headers = admin.headers) =>
    inject("POST", `/api/admin/audio/pending/${pendingId}/reject`, headers);
  const storedFile = (key: string) => path.join(mediaDir, ...key.split("/"));
  const pendingRow = async (pendingId: string) =>
    (await t.database.db.select().from(quoteAudioPending).where(eq(quoteAudioPending.id, pendingId)))[0];
  const auditOf = async (quoteId: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, quoteId), eq(auditLog.action, action)));
  const hasAudio = async (id: string) =>
    (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.hasAudio;
  const message = (res: { json: <T>() => T }) => res.json<ErrorEnvelope>().message;

  it("an owner's upload to their published quote waits: the admin's narration still plays for everyone", async () => {
    const id = await ownersApprovedQuote();
    const narration = await narrate(id);
    const wave = (await inject("GET", `/api/audio/waveform/${id}`)).json<Waveform>();

    const bytes = await mp3(2);
    const res = await upload(id, bytes, owner.headers);
    expect(res.statusCode, res.body).toBe(202);
    const pending = res.json<PendingAudio>();
    expect(pending).toMatchObject({ quote_id: id, state: "awaiting_review", format: "mp3", file_size: bytes.length });
    expect(Math.abs(pending.duration - 2)).toBeLessThan(0.1);

    // Everyone still gets the admin's narration, its file and its waveform.
    const after = await publicAudio(id);
    expect(after.statusCode).toBe(200);
    expect(after.json<QuoteAudio>()).toEqual(narration);
    expect((await inject("GET", narration.audio_url)).statusCode).toBe(200);
    expect((await inject("GET", `/api/audio/waveform/${id}`)).json<Waveform>()).toEqual(wave);

    // The submission is stored aside and is not served under /media/, however the path is spelled.
    const row = (await pendingRow(pending.id))!;
    expect(row.filePath).toMatch(new RegExp(`^private/audio/${id}-[0-9a-z]+\\.mp3$`));
    expect(fs.readFileSync(storedFile(row.filePath))).toEqual(Buffer.from(bytes));
    const name = path.basename(row.filePath);
    for (const url of [
      `/media/${row.filePath}`,
      `/media/private/audio/${encodeURIComponent(name)}`,
      `/media/%70rivate/audio/${name}`,
      `/media/PRIVATE/audio/${name}`,
      `/media//private/audio/${name}`,
      `/media/./private/audio/${name}`,
      `/media/audio/../private/audio/${name}`,
      `/media/private%2Faudio%2F${name}`,
    ]) {
      const served = await inject("GET", url);
      expect(served.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(served.rawPayload.subarray(0, 3).toString(), url).not.toBe(Buffer.from(bytes).subarray(0, 3).toString());
    }
  });

  it("an owner's upload to their published quote without audio leaves it without audio (404)", async () => {
    const id = await ownersApprovedQuote();
    await submitted(id);
    const none = await publicAudio(id);
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe(AUDIO_MESSAGES.noAudio);
    expect(await hasAudio(id)).toBe(false);
    const withAudio = (await inject("GET", "/api/quotes?audio=with&limit=1000")).json<QuoteList>();
    expect(withAudio.quotes.map((q) => q.id)).not.toContain(id);
    expect((await inject("GET", `/api/audio/waveform/${id}`)).statusCode).toBe(404);
  });

  it("an admin's narration of an unpublished quote is not replaced by its owner either", async () => {
    const { id } = await createQuote(t.app, owner.headers, fresh()); // pending
    const narration = await narrate(id);
    await submitted(id);
    expect((await publicAudio(id)).statusCode).toBe(404); // hidden quote
    expect((await inject("GET", `/api/quotes/${id}/audio`, owner.headers)).json<QuoteAudio>()).toEqual(narration);
  });

  it("the owner and admins see the submission and may listen to it; nobody else", async () => {
    const id = await ownersApprovedQuote();
    const bytes = await mp3(1);
    const pending = await submitted(id, bytes);
    const mine = `/api/quotes/${id}/audio/pending`;
    expect((await inject("GET", mine)).statusCode).toBe(401);
    const hidden = await inject("GET", mine, other.headers);
    expect(hidden.statusCode).toBe(404);
    expect(message(hidden)).toBe(AUDIO_REVIEW_MESSAGES.noneAwaiting);
    expect((await inject("GET", mine, owner.headers)).json<QuotePendingAudio>()).toEqual({ pending });
    expect((await inject("GET", mine, admin.headers)).json<QuotePendingAudio>()).toEqual({ pending });
    const listed = (await inject("GET", "/api/audio/pending/mine", owner.headers)).json<MyPendingAudio>();
    expect(listed.items).toContainEqual(pending);
    expect((await inject("GET", "/api/audio/pending/mine", other.headers)).json<MyPendingAudio>().items).toEqual([]);

    const file = `/api/audio/pending/${pending.id}/file`;
    expect((await inject("GET", file)).statusCode).toBe(401);
    expect((await inject("GET", file, other.headers)).statusCode).toBe(404);
    for (const headers of [owner.headers, admin.headers]) {
      const res = await inject("GET", file, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("audio/mpeg");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload).toEqual(Buffer.from(bytes));
    }
    const { id: quiet } = await createQuote(t.app, owner.headers, fresh());
    const none = await inject("GET", `/api/quotes/${quiet}/audio/pending`, owner.headers);
    expect(none.json<QuotePendingAudio>()).toEqual({ pending: null });
  });

  it("approving makes it the quote's audio for everyone and deletes the replaced files (audited)", async () => {
    const id = await ownersApprovedQuote();
    const narration = await narrate(id);
    const pending = await submitted(id, await mp3(3, 220));
    const privateKey = (await pendingRow(pending.id))!.filePath;

    const list = await inject("GET", "/api/admin/audio/pending?limit=100", admin.headers);
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json<AdminPendingAudioList>().items.find((i) => i.pending.id === pending.id);
    expect(item).toMatchObject({
      quote: { id, status: "approved", language: "en" },
      submitted_by: { id: owner.user.id },
      current: narration,
    });

    const res = await approve(pending.id);
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json<QuoteAudio>();
    expect(audio).toMatchObject({ quote_id: id, created_by_admin: false, tts_voice: null, file_missing: false });
    expect(Math.abs(audio.duration - 3)).toBeLessThan(0.1);
    expect(audio.audio_file_path).toMatch(new RegExp(`^audio/${id}-`));

    // Public at once, with the submission's peaks; the admin's file and the private copy are gone.
    expect((await publicAudio(id)).json<QuoteAudio>()).toEqual(audio);
    const file = await inject("GET", audio.audio_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("audio/mpeg");
    expect((await inject("GET", `/api/audio/waveform/${id}`)).statusCode).toBe(200);
    expect(fs.existsSync(storedFile(narration.audio_file_path))).toBe(false);
    expect(fs.existsSync(storedFile(privateKey))).toBe(false);
    expect(await pendingRow(pending.id)).toBeUndefined();
    const after = await inject("GET", `/api/quotes/${id}/audio/pending`, owner.headers);
    expect(after.json<QuotePendingAudio>()).toEqual({ pending: null });

    const [entry] = await auditOf(id, "audio.approve");
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: "quote" });
    expect(entry!.details).toMatchObject({ pending_id: pending.id, submitted_by: owner.user.id, replaced: "admin" });

    // Decided: a second decision finds nothing.
    const again = await approve(pending.id);
    expect(again.statusCode).toBe(404);
    expect(message(again)).toBe(AUDIO_REVIEW_MESSAGES.gone);
    expect((await reject(pending.id)).statusCode).toBe(404);
  });

  it("approving publishes a quote's first audio (has_audio) and keeps formats the server cannot decode", async () => {
    const id = await ownersApprovedQuote();
    const pending = await submitted(id, audioFixture("tone-1_5s.ogg"));
    expect(pending.format).toBe("ogg");
    const audio = (await approve(pending.id)).json<QuoteAudio>();
    expect(audio.audio_url).toMatch(/\.ogg$/);
    expect(await hasAudio(id)).toBe(true);
    const withAudio = (await inject("GET", "/api/quotes?audio=with&limit=1000")).json<QuoteList>();
    expect(withAudio.quotes.map((q) => q.id)).toContain(id);
    // No server peaks for Ogg: the browser computes them, as for any upload of it.
    expect((await inject("GET", `/api/audio/waveform/${id}`)).statusCode).toBe(404);
  });

  it("rejecting deletes the file and keeps the quote's audio as it was (audited)", async () => {
    const id = await ownersApprovedQuote();
    const narration = await narrate(id);
    const pending = await submitted(id);
    const privateKey = (await pendingRow(pending.id))!.filePath;
    const res = await reject(pending.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: pending.id, quote_id: id, rejected: true });
    expect(fs.existsSync(storedFile(privateKey))).toBe(false);
    expect(await pendingRow(pending.id)).toBeUndefined();
    expect((await publicAudio(id)).json<QuoteAudio>()).toEqual(narration);
    expect((await inject("GET", `/api/audio/pending/${pending.id}/file`, owner.headers)).statusCode).toBe(404);
    const [entry] = await auditOf(id, "audio.reject");
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: "quote" });
    expect(entry!.details).toMatchObject({ pending_id: pending.id, submitted_by: owner.user.id });
  });

  it("only admins list, approve and reject", async () => {
    const id = await ownersApprovedQuote();
    const narration = await narrate(id);
    const pending = await submitted(id);
    for (const [headers, status] of [
      [{}, 401],
      [owner.headers, 403],
      [other.headers, 403],
    ] as const) {
      expect((await inject("GET", "/api/admin/audio/pending", headers)).statusCode).toBe(status);
      expect((await approve(pending.id, headers)).statusCode).toBe(status);
      expect((await reject(pending.id, headers)).statusCode).toBe(status);
    }
    expect((await publicAudio(id)).json<QuoteAudio>()).toEqual(narration);
    expect(await pendingRow(pending.id)).toBeDefined();
    for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await approve(unknown)).statusCode).toBe(404);
      expect((await reject(unknown)).statusCode).toBe(404);
      expect((await inject("GET", `/api/audio/pending/${unknown}/file`, admin.headers)).statusCode).toBe(404);
    }
    expect((await inject("GET", "/api/admin/audio/pending?limit=0", admin.headers)).statusCode).toBe(400);
  });

  it("a new upload replaces the submission: the one an admin heard can no longer be approved", async () => {
    const id = await ownersApprovedQuote();
    const first = await submitted(id, await mp3(1));
    const firstKey = (await pendingRow(first.id))!.filePath;
    const second = await submitted(id, await mp3(2));
    expect(second.id).not.toBe(first.id);
    expect(fs.existsSync(storedFile(firstKey))).toBe(false);
    expect((await approve(first.id)).statusCode).toBe(404);
    expect((await publicAudio(id)).statusCode).toBe(404);
    expect((await approve(second.id)).statusCode).toBe(200);
  });

  it("admins' own uploads apply at once (201), replacing any narration", async () => {
    const id = await ownersApprovedQuote();
    await narrate(id);
    const res = await upload(id, await mp3(1), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect((await publicAudio(id)).json<QuoteAudio>()).toEqual(res.json<QuoteAudio>());
  });

  it("a deleted quote takes its submission's file along; verify removes old stray private files", async () => {
    const { id } = await createQuote(t.app, owner.headers, fresh());
    const pending = await submitted(id);
    const key = (await pendingRow(pending.id))!.filePath;
    expect((await inject("DELETE", `/api/quotes/${id}`, owner.headers)).statusCode).toBeLessThan(300);
    for (let i = 0; i < 50 && fs.existsSync(storedFile(key)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(fs.existsSync(storedFile(key))).toBe(false);

    const live = await submitted(await ownersApprovedQuote());
    const liveKey = (await pendingRow(live.id))!.filePath;
    const stray = `private/audio/${id}-stray.mp3`;
    await t.app.media.put(stray, await mp3(1));
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const file of [storedFile(stray), storedFile(liveKey)]) fs.utimesSync(file, hourAgo, hourAgo);
    const res = await inject("POST", "/api/admin/audio/verify", admin.headers);
    expect(res.json<AudioVerifyResult>().orphans_removed).toEqual([stray]);
    expect(fs.existsSync(storedFile(liveKey))).toBe(true);
  });

  it("a deleted account takes its audio awaiting review along, on published quotes too", async () => {
    const quoteId = await ownersApprovedQuote();
    const pending = await submitted(quoteId);
    const key = (await pendingRow(pending.id))!.filePath;
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: owner.headers,
      payload: { password: owner.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await pendingRow(pending.id)).toBeUndefined();
    expect(fs.existsSync(storedFile(key))).toBe(false);
    expect((await approve(pending.id)).statusCode).toBe(404);
    // The quote stays, anonymous, without the audio nobody reviewed.
    expect((await publicAudio(quoteId)).statusCode).toBe(404);
  });

  it("the member's export lists their audio awaiting review", async () => {
    const quoteId = await ownersApprovedQuote();
    await submitted(quoteId, await mp3(3));
    const res = await inject("GET", "/api/users/me/export", owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { audio_awaiting_review } = res.json<AccountExport>();
    expect(audio_awaiting_review.map((a) => [a.quote_id, a.format, Math.round(a.duration)])).toEqual([
      [quoteId, "mp3", 3],
    ]);
  });
});
