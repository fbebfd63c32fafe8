import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
// src/client/lib/utils.ts
/** Joins class names and lets later Tailwind utilities override earlier ones. */
function cn(...inputs) {
	return twMerge(clsx(inputs));
}
var numberFormat = new Intl.NumberFormat("en-US");
/** 2616 → "2,616". */
function formatCount(value) {
	return numberFormat.format(value);
}
/** "2,616 quotes", "1 quote". */
function pluralize(count, singular, plural = `${singular}s`) {
	return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
export { formatCount as n, pluralize as r, cn as t };
