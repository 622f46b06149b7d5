export const STOCK_TAG: 'stock';
export function partTag(id: string): string;
export function isSoftTag(tag: string): boolean;
