import { formatLongDate, formatMonthYear } from "./dates.ts";

/**
 * A date as sources and attributions give it (src/contracts/attribution.ts): a year ("1981", "-0430" for 431 BC), a
 * month ("1981-05") or a day ("1981-05-04"), written as the app writes dates ("1981", "431 BC", "May 1981",
 * "May 4, 1981"): calendar values, the same in every time zone. Anything else is shown as it is.
 */
export function formatHistoricDate(value: string): string {
  const year = /^(-?)(\d{4})$/.exec(value);
  if (year) {
    // Astronomical numbering, as ISO 8601 has it: year 0 is 1 BC, -1 is 2 BC.
    const number = Number(year[2]);
    return year[1] || number === 0 ? `${number + 1} BC` : String(number);
  }
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return formatMonthYear(`${value}-01T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatLongDate(value) : value;
}
