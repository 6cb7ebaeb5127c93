// What core may do: dates it is handed or builds from numbers, a clock and a random source passed in.
export const fixed = new Date(Date.UTC(2024, 0, 31));
export const parsed = new Date("2024-01-31T00:00:00Z");
export const later = (now: () => number, ms: number) => now() + ms;
export const pick = <T>(items: readonly T[], random: () => number) =>
  items[Math.floor(random() * items.length)];
