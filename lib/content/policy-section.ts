/** One section of a static policy page (terms, privacy, shipping, about). */
export type PolicySection = { heading: string; paragraphs: string[]; items?: string[]; ordered?: boolean };
