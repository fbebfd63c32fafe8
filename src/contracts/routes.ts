/** The client's routes (docs/product/screens.md); the server answers other non-API paths with the not-found page and a 404. */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/about\/?$/,
  /^\/terms\/?$/,
  /^\/privacy\/?$/,
  /^\/dashboard\/?$/,
  /^\/review\/?$/,
  /^\/trending\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/(?:audio|audit|comments|corrections|moderation|reports|users)\/?$/,
  /^\/auth\/callback\/?$/,
  /^\/quote\/id\/[^/]+\/?$/,
  /^\/quote\/[^/]+\/?$/,
  /^\/list\/[^/]+\/?$/,
  /^\/author\/[^/]+\/?$/,
  /^\/users\/[^/]+\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
