// One way to page a list, on both sides: the server asks for a window of rows, the screen shows
// 'Page X of Y'. A page past the end shows the last one; an empty list still has one page.

/** Which rows to read for one page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of a list as a screen receives it. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

export interface Pagination extends PageWindow {
  /** The page shown: the one asked for, kept within 1 … pages. */
  page: number;
  pages: number;
}

/** The page count of `total` rows and the window of the requested page, clamped to the pages there are. */
export function paginate(total: number, requestedPage: number, pageSize: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1), pages);
  return { page, pages, limit: pageSize, offset: (page - 1) * pageSize };
}
