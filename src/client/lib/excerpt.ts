export { excerpt } from "#contracts/excerpt.ts";
