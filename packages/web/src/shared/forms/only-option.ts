/**
 * The default of a choice that changes what is booked (a material's colour, …): its only option
 * when there is exactly one, otherwise none, so the person picks and a form never books the first
 * of several (white stock booked as silver, issue 27).
 */
export function onlyOption<T>(options: readonly T[]): T | undefined {
  return options.length === 1 ? options[0] : undefined;
}
