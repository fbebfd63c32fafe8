import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isClientRoute } from "#contracts/routes.ts";

const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../client/app/routes");

/** Each route file's path, its parameters filled in: `users/$id.tsx` → `/users/x`, `admin/route.tsx` → `/admin`. */
function appRoutePaths(): string[] {
  return (fs.readdirSync(ROUTES_DIR, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".tsx") && !file.endsWith("__root.tsx"))
    .map((file) => {
      const parts = file
        .replace(/\.tsx$/, "")
        .split(path.sep)
        .filter((part) => part !== "index" && part !== "route")
        .map((part) => (part.startsWith("$") ? "x" : part));
      return `/${parts.join("/")}`;
    });
}

// Without its renderer (no build), the server answers the app's shell with 200 on the client's routes and 404 elsewhere.
describe("the client's routes as the server knows them", () => {
  it("knows every route of the app", () => {
    const paths = appRoutePaths();
    expect(paths).toContain("/users/x");
    expect(paths.filter((pathname) => !isClientRoute(pathname))).toEqual([]);
  });
});
