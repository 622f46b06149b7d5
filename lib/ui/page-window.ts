/** Page numbers around the current one (the first and last always shown), 'gap' for the rest. */
export function pageNumbers(page: number, pageCount: number, around = 2): (number | 'gap')[] {
  const numbers: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= around) numbers.push(n);
    else if (numbers.at(-1) !== 'gap') numbers.push('gap');
  }
  return numbers;
}

const number = (n: number) => n.toLocaleString('en-US');

/** "Showing 25–48 of 10,000 parts" (nouns: [one, many]). */
export function showing(first: number, shown: number, total: number, [one, many]: [string, string]) {
  return `Showing ${number(first)}–${number(first + shown - 1)} of ${number(total)} ${total === 1 ? one : many}`;
}

/** "1 line", "4,500 units" (nouns: [one, many]). */
export const count = (n: number, [one, many]: [string, string]) => `${number(n)} ${n === 1 ? one : many}`;
