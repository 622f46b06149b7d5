/** Which slice of a list to read: the 1-based page, its size, and how many rows come before it. */
export type Paging = { page: number; limit: number; skip: number };

/** One page of a list and how many rows the whole list has. */
export type Page<T> = { rows: T[]; total: number };
