import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiFetch } from "./api.ts";

/** docs/api.md: the default data fetch is a GET on the first element of the query key, read as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== "string") throw new Error("The first element of a query key must be the API path");
  return apiFetch<unknown>(path, { signal });
};

/** docs/product/messages-and-limits.md: default queries never go stale, never refetch on focus or interval, and are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
