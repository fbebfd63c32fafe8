export * from "./users.ts";
export * from "./quotes.ts";
export * from "./engagement.ts";
export * from "./media.ts";
export * from "./activity.ts";
export * from "./analytics.ts";
export * from "./secrets.ts";
export * from "./notifications.ts";
