/** A number of things as the app writes it: "1 song", "5,000 songs" (`many` for irregular plurals). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
