import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/** The database as the app queries it, on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
