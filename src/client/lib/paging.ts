/** Offset paging of the admin lists: 1-based page numbers in the URL, offsets on the wire. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** "21–40 of 57" and whether there are pages before and after; a page past the end reads as empty. */
export function pageSummary(page: number, pageSize: number, total: number, shown: number) {
  const offset = pageOffset(page, pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    from: shown === 0 ? 0 : offset + 1,
    to: offset + shown,
    pages,
    hasPrevious: page > 1,
    hasNext: offset + shown < total,
  };
}
