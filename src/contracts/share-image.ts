/** The social preview image's size (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The path of a quote's social preview image (a quote page's head names it; share.ts re-exports it). */
export const quoteImagePath = (slug: string) => `/api/quote-image-png/${encodeURIComponent(slug)}`;
