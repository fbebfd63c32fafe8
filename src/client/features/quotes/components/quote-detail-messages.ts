export const FETCH_QUOTE_ERROR = "Failed to fetch quote";
export const QUOTE_NOT_FOUND = "Quote not found";
