/**
 * Home list filters that can match only once their feature exists. While a switch is off, its filter is not
 * offered (no control, chip or Filters-sheet entry) and a URL parameter for it is read but not applied; the API
 * supports all of them already. The feature that makes the data turns its switch on.
 */
export interface OfferedFilters {
  bookmarked: boolean;
  reacted: boolean;
  audio: boolean;
}

export const OFFERED_FILTERS: OfferedFilters = {
  bookmarked: true,
  reacted: true,
  /** Turn on with quote audio (narration and uploads): "with audio" and "without audio". */
  audio: false,
};
