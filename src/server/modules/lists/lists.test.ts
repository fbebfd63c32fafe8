import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { LIST_MESSAGES, type ListDetail, type SavedList, type SavedLists } from "#contracts/lists.ts";
import { listItems } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `List test thought ${++counter}: the ${counter * 104729} lanterns guide the night walker home.`,
  author: "Ada Brook",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("saved lists on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  const approved: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { firstname: "Grace", lastname: "Hopper" }),
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
    for (let i = 0; i < 4; i++) {
      approved.push((await createQuote(t.app, admin.headers, fresh({ status: "approved" }))).id);
    }
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  let listCounter = 0;
  async function newList(headers: Headers = owner.headers, body: object = {}): Promise<SavedList> {
    const res = await inject("POST", "/api/lists", headers, { name: `Morning list ${++listCounter}`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SavedList>();
  }
  async function add(listId: string, quoteId: string, headers: Headers = owner.headers) {
    const res = await inject("POST", `/api/lists/${listId}/items`, headers, { quote_id: quoteId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SavedList>();
  }
  async function detail(listId: string, headers: Headers = owner.headers): Promise<ListDetail> {
    const res = await inject("GET", `/api/lists/${listId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListDetail>();
  }
  const order = async (listId: string) => (await detail(listId)).quotes.map((q) => q.id);
  const storedPositions = async (listId: string) =>
    (
      await t.database.db
        .select({ position: listItems.position })
        .from(listItems)
        .where(eq(listItems.listId, listId))
        .orderBy(listItems.position)
    ).map((r) => r.position);

  describe("creating and naming", () => {
    it("creates a private list with trimmed name and optional fields", async () => {
      const res = await inject("POST", "/api/lists", owner.headers, {
        name: "  Quiet mornings  ",
        description: "For slow starts",
        color: "teal",
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SavedList>()).toMatchObject({
        name: "Quiet mornings",
        description: "For slow starts",
        color: "teal",
        is_public: false,
        owner_id: owner.user.id,
        item_count: 0,
      });
      const own = (await inject("GET", "/api/lists", owner.headers)).json<SavedLists>();
      expect(own.lists.map((l) => l.name)).toContain("Quiet mornings");
    });

    it.each([
      ["empty", "", LIST_MESSAGES.nameRequired],
      ["blank", "   ", LIST_MESSAGES.nameRequired],
      ["81 characters", "n".repeat(81), LIST_MESSAGES.nameTooLong],
    ])("refuses a %s name", async (_label, name, message) => {
      const res = await inject("POST", "/api/lists", owner.headers, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>()).toMatchObject({ message, fields: { name: message } });
    });

    it("accepts an 80-character name and refuses an unknown colour", async () => {
      await newList(owner.headers, { name: "m".repeat(80) });
      const res = await inject("POST", "/api/lists", owner.headers, { name: "Colourful", color: "#ff0000" });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields?.color).toBe(LIST_MESSAGES.invalidColor);
    });

    it("keeps names unique per owner, whatever their case, with a clear 409", async () => {
      await newList(owner.headers, { name: "Favourites" });
      const again = await inject("POST", "/api/lists", owner.headers, { name: " favourites " });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorEnvelope>()).toMatchObject({
        message: LIST_MESSAGES.nameTaken,
        fields: { name: LIST_MESSAGES.nameTaken },
      });
      // Another user may use the same name.
      await newList(other.headers, { name: "Favourites" });
      // Renaming onto a taken name is refused too, and the list keeps its name.
      const second = await newList(owner.headers, { name: "Evenings" });
      const rename = await inject("PATCH", `/api/lists/${second.id}`, owner.headers, { name: "FAVOURITES" });
      expect(rename.statusCode).toBe(409);
      expect((await detail(second.id)).name).toBe("Evenings");
    });

    it("renames, recolours, describes and publishes a list", async () => {
      const list = await newList();
      const res = await inject("PATCH", `/api/lists/${list.id}`, owner.headers, {
        name: "Renamed",
        color: "violet",
        description: "Now public",
        is_public: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SavedList>()).toMatchObject({
        name: "Renamed",
        color: "violet",
        description: "Now public",
        is_public: true,
      });
      const cleared = await inject("PATCH", `/api/lists/${list.id}`, owner.headers, { description: "", color: null });
      expect(cleared.json<SavedList>()).toMatchObject({ description: null, color: null, name: "Renamed" });
    });
  });

  describe("permissions", () => {
    it("asks anonymous callers to sign in for every write and for their own lists", async () => {
      const list = await newList();
      const calls: [Parameters<typeof inject>[0], string, object?][] = [
        ["GET", "/api/lists"],
        ["POST", "/api/lists", { name: "Nope" }],
        ["PATCH", `/api/lists/${list.id}`, { name: "Nope" }],
        ["DELETE", `/api/lists/${list.id}`],
        ["POST", `/api/lists/${list.id}/items`, { quote_id: approved[0] }],
        ["DELETE", `/api/lists/${list.id}/items/${approved[0]}`],
        ["PATCH", `/api/lists/${list.id}/items/${approved[0]}`, { position: 0 }],
      ];
      for (const [method, url, body] of calls) {
        const res = await inject(method, url, {}, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("shows a private list to its owner only: 404 for another user and for anonymous visitors", async () => {
      const list = await newList();
      await add(list.id, approved[0]!);
      expect((await detail(list.id)).quotes).toHaveLength(1);
      for (const headers of [other.headers, {}]) {
        const res = await inject("GET", `/api/lists/${list.id}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorEnvelope>().message).toBe(LIST_MESSAGES.notFound);
      }
      // Not even an admin reads someone's private list.
      expect((await inject("GET", `/api/lists/${list.id}`, admin.headers)).statusCode).toBe(404);
      // Other users' writes on a private list are 404 too: it does not exist for them.
      const write = await inject("POST", `/api/lists/${list.id}/items`, other.headers, { quote_id: approved[1] });
      expect(write.statusCode).toBe(404);
      expect((await inject("DELETE", `/api/lists/${list.id}`, other.headers)).statusCode).toBe(404);
      expect((await detail(list.id)).item_count).toBe(1);
    });

    it("shows a public list to anyone, with its owner's name, but lets only the owner change it", async () => {
      const list = await newList(owner.headers, { is_public: true });
      await add(list.id, approved[0]!);
      const anonymous = await detail(list.id, {});
      expect(anonymous).toMatchObject({ id: list.id, is_public: true, owner_name: "Grace Hopper", item_count: 1 });
      expect(anonymous.quotes.map((q) => q.id)).toEqual([approved[0]]);
      expect((await detail(list.id, other.headers)).quotes).toHaveLength(1);
      const calls: [Parameters<typeof inject>[0], string, object?][] = [
        ["PATCH", `/api/lists/${list.id}`, { name: "Taken over" }],
        ["DELETE", `/api/lists/${list.id}`],
        ["POST", `/api/lists/${list.id}/items`, { quote_id: approved[1] }],
        ["DELETE", `/api/lists/${list.id}/items/${approved[0]}`],
        ["PATCH", `/api/lists/${list.id}/items/${approved[0]}`, { position: 0 }],
      ];
      for (const [method, url, body] of calls) {
        const res = await inject(method, url, other.headers, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json<ErrorEnvelope>().message).toBe(LIST_MESSAGES.forbidden);
      }
      expect(await order(list.id)).toEqual([approved[0]]);
    });

    it("lists only the caller's own lists", async () => {
      const mine = await newList();
      const theirs = await newList(other.headers, { is_public: true });
      const own = (await inject("GET", "/api/lists", owner.headers)).json<SavedLists>().lists.map((l) => l.id);
      expect(own).toContain(mine.id);
      expect(own).not.toContain(theirs.id);
    });

    it("answers 404 for an unknown or malformed list id", async () => {
      expect((await inject("GET", "/api/lists/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await inject("GET", "/api/lists/not-a-list")).statusCode).toBe(404);
      expect((await inject("PATCH", "/api/lists/nope", owner.headers, { name: "x" })).statusCode).toBe(404);
    });

    it("deletes a list with its items, keeping the quotes", async () => {
      const list = await newList();
      await add(list.id, approved[0]!);
      const res = await inject("DELETE", `/api/lists/${list.id}`, owner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: list.id, deleted: true });
      expect((await inject("GET", `/api/lists/${list.id}`, owner.headers)).statusCode).toBe(404);
      expect(await storedPositions(list.id)).toEqual([]);
      expect((await inject("GET", `/api/quotes/${approved[0]}`)).statusCode).toBe(200);
    });
  });

  describe("items and order", () => {
    it("appends quotes in order, once per list, and says which lists hold a quote", async () => {
      const list = await newList();
      const other = await newList();
      for (const id of approved) await add(list.id, id);
      expect(await order(list.id)).toEqual(approved);
      const again = await inject("POST", `/api/lists/${list.id}/items`, owner.headers, { quote_id: approved[1] });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorEnvelope>().message).toBe(LIST_MESSAGES.alreadyInList);
      expect(await storedPositions(list.id)).toEqual([0, 1, 2, 3]);
      const holding = (await inject("GET", `/api/lists?quote_id=${approved[2]}`, owner.headers)).json<SavedLists>()
        .lists;
      expect(holding.find((l) => l.id === list.id)?.contains_quote).toBe(true);
      expect(holding.find((l) => l.id === other.id)?.contains_quote).toBe(false);
    });

    it("refuses unknown quotes and quotes the owner may not see", async () => {
      const list = await newList();
      const hidden = (await createQuote(t.app, other.headers, fresh())).id; // pending, someone else's
      for (const quoteId of ["00000000-0000-4000-8000-000000000000", hidden]) {
        const res = await inject("POST", `/api/lists/${list.id}/items`, owner.headers, { quote_id: quoteId });
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorEnvelope>().message).toBe(LIST_MESSAGES.quoteNotFound);
      }
      const malformed = await inject("POST", `/api/lists/${list.id}/items`, owner.headers, { quote_id: "x" });
      expect(malformed.statusCode).toBe(400);
    });

    it("moves quotes up and down, keeping positions dense", async () => {
      const list = await newList();
      for (const id of approved) await add(list.id, id);
      const [a, b, c, d] = approved as [string, string, string, string];
      const move = async (quoteId: string, position: number) => {
        const res = await inject("PATCH", `/api/lists/${list.id}/items/${quoteId}`, owner.headers, { position });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<ListDetail>().quotes.map((q) => q.id);
      };
      expect(await move(d, 0)).toEqual([d, a, b, c]);
      expect(await move(d, 2)).toEqual([a, b, d, c]);
      expect(await move(a, 99)).toEqual([b, d, c, a]); // past the end: last
      expect(await move(c, 2)).toEqual([b, d, c, a]); // where it is already
      expect(await storedPositions(list.id)).toEqual([0, 1, 2, 3]);
      const bad = await inject("PATCH", `/api/lists/${list.id}/items/${a}`, owner.headers, { position: -1 });
      expect(bad.statusCode).toBe(400);
      const absent = await inject("PATCH", `/api/lists/${list.id}/items/${approved[0]}`, owner.headers, {
        position: 0,
      });
      expect(absent.statusCode).toBe(200);
    });

    it("closes the gap when a quote is removed", async () => {
      const list = await newList();
      for (const id of approved) await add(list.id, id);
      const res = await inject("DELETE", `/api/lists/${list.id}/items/${approved[1]}`, owner.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(await order(list.id)).toEqual([approved[0], approved[2], approved[3]]);
      expect(await storedPositions(list.id)).toEqual([0, 1, 2]);
      const again = await inject("DELETE", `/api/lists/${list.id}/items/${approved[1]}`, owner.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json<ErrorEnvelope>().message).toBe(LIST_MESSAGES.notInList);
    });

    it("keeps order and density under concurrent moves", async () => {
      const list = await newList();
      for (const id of approved) await add(list.id, id);
      await Promise.all(
        approved.map((id, i) =>
          inject("PATCH", `/api/lists/${list.id}/items/${id}`, owner.headers, { position: (i + 2) % 4 }),
        ),
      );
      expect(await storedPositions(list.id)).toEqual([0, 1, 2, 3]);
      expect(new Set(await order(list.id)).size).toBe(4);
    });

    it("shows visitors only the quotes they may see, in order", async () => {
      const list = await newList(owner.headers, { is_public: true });
      const own = (await createQuote(t.app, owner.headers, fresh())).id; // the owner's own pending quote
      await add(list.id, approved[0]!);
      await add(list.id, own);
      await add(list.id, approved[1]!);
      expect((await detail(list.id)).quotes.map((q) => q.id)).toEqual([approved[0], own, approved[1]]);
      const seen = await detail(list.id, {});
      expect(seen.quotes.map((q) => q.id)).toEqual([approved[0], approved[1]]);
      expect(seen.quotes.map((q) => q.position)).toEqual([0, 2]);
    });
  });
});
