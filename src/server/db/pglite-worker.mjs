// Runs PGlite on its own thread, so that no statement holds up the server's event loop (pglite-thread.ts).
// Plain JavaScript so that it starts the same under tsx, Vitest and plain Node.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { location, dump, settings } = workerData;

// drizzle keeps dates, intervals and their arrays as PostgreSQL's text (it passes these parsers with every query;
// functions do not cross threads, so they are applied here to every query).
const asText = (value) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    asText,
  ]),
);

/** Open transactions by id: the callback's client and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

const reply = (id, message) => parentPort.postMessage({ id, ...message });

/** An error as plain data: PostgreSQL's fields (code, detail, constraint…) are what callers branch on. */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) data[key] = value;
  }
  return data;
}

let pg;
try {
  const startParams = [...(PGlite.defaultStartParams ?? []), ...settings.flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const loadDataDir = dump ? { loadDataDir: new Blob([dump]) } : {};
  pg = await PGlite.create(location, { extensions: { pg_trgm }, startParams, ...loadDataDir });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

function runQuery(message) {
  const client = message.tx ? transactions.get(message.tx)?.client : pg;
  if (!client) throw new Error("The transaction has already ended");
  const options = { rowMode: message.rowMode ?? "object", parsers };
  if (message.blob !== undefined) options.blob = new Blob([message.blob]);
  return client.query(message.text, message.params ?? [], options);
}

/** Statements planned once (see db/planned.ts), by text: their name and their parameters' types. */
const plans = new Map();
const MAX_PLANS = 200;
let nextPlan = 1;

/**
 * Runs `text` with `params` bound, from a named prepared statement made the first time the text is seen: Parse and
 * Describe once, then Bind, Describe, Execute and Sync each time — no statement is parsed or planned again, and no
 * value is ever written into SQL text. Outside any transaction (as PGlite's own `query`), never within one.
 */
function runPlanned({ text, params }) {
  if (!plans.has(text) && plans.size >= MAX_PLANS) return pg.query(text, params, { parsers });
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const send = (message) => pg.execProtocolStream(message, { syncToFs: false });
      const { serialize } = protocol;
      const messages = [];
      try {
        let plan = plans.get(text);
        if (!plan) {
          const name = `planned_${nextPlan++}`;
          await send(serialize.parse({ name, text }));
          const types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: "S", name })));
          plan = { name, types };
          plans.set(text, plan);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[plan.types[i]];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(serialize.bind({ statement: plan.name, values }))));
        messages.push(...(await send(serialize.describe({ type: "P" }))));
        messages.push(...(await send(serialize.execute({}))));
      } finally {
        messages.push(...(await send(serialize.sync())));
      }
      await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, { parsers })[0];
    }),
  );
}

/** Opens a transaction and answers its id; it ends when the main thread sends `end` (commit or roll back). */
function begin(id) {
  const tx = nextTransaction++;
  pg.transaction(
    (client) =>
      new Promise((resolve, reject) => {
        transactions.set(tx, { client, resolve, reject });
        reply(id, { ok: true, result: tx });
      }),
  ).then(
    () => transactions.get(tx)?.ended?.({ ok: true }),
    (error) => transactions.get(tx)?.ended?.({ ok: false, error: errorData(error) }),
  );
}

function end(id, message) {
  const open = transactions.get(message.tx);
  if (!open) return reply(id, { ok: false, error: { message: "The transaction has already ended" } });
  open.ended = (outcome) => {
    transactions.delete(message.tx);
    reply(id, outcome);
  };
  if (message.commit) open.resolve();
  else open.reject(new Error("rolled back"));
}

parentPort.on("message", async (message) => {
  const { id } = message;
  try {
    switch (message.op) {
      case "query": {
        const { rows, fields, affectedRows } = await runQuery(message);
        return reply(id, { ok: true, result: { rows, fields, affectedRows } });
      }
      case "planned": {
        const { rows, fields, affectedRows } = await runPlanned(message);
        return reply(id, { ok: true, result: { rows, fields, affectedRows } });
      }
      case "begin":
        return begin(id);
      case "end":
        return end(id, message);
      case "dump": {
        const bytes = new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
        return parentPort.postMessage({ id, ok: true, result: bytes }, [bytes.buffer]);
      }
      case "close":
        await pg?.close();
        return reply(id, { ok: true });
    }
  } catch (error) {
    reply(id, { ok: false, error: errorData(error) });
  }
});
