/** How a record of several lines is named in one place: its first part "and 2 more parts". */
export function firstAndMore(firstName: string, lineCount: number): string {
  const more = lineCount - 1;
  return more === 0 ? firstName : `${firstName} and ${more} more ${more === 1 ? 'part' : 'parts'}`;
}
