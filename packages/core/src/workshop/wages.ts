// Piece-rate wages: the series' wage rows (the BOM's wage tab) priced for one unit, given to
// the links that do the work. A wage row whose name is a link's (in any of its names: the key,
// "frame assembly", or a name the company gives) pays that link; a row that names no link is
// shared evenly by all the company's links (the fen left over go to the first links, so the
// shares add up to the row exactly).
import type { LinkSetting, WorkshopLink } from "./links.ts";

export type WageRow = { name: string /** fen for one unit */; amount: number };

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** Fen per link for one unit; every link of the set-up appears (0 when nothing pays it). */
export function unitLinkWages(
  rows: readonly WageRow[],
  setup: readonly LinkSetting[],
  linkNames: Partial<Record<WorkshopLink, readonly string[]>> = {},
): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(setup.map((s) => [s.link, 0]));
  if (setup.length === 0) return out;
  const byName = new Map<string, WorkshopLink>();
  for (const { link } of setup) {
    byName.set(normal(link), link);
    for (const name of linkNames[link] ?? []) byName.set(normal(name), link);
  }
  for (const row of rows) {
    const link = byName.get(normal(row.name));
    if (link) {
      out[link] = (out[link] ?? 0) + row.amount;
      continue;
    }
    const share = Math.trunc(row.amount / setup.length);
    let rest = row.amount - share * setup.length;
    for (const { link: l } of setup) {
      const extra = rest === 0 ? 0 : Math.sign(rest);
      rest -= extra;
      out[l] = (out[l] ?? 0) + share + extra;
    }
  }
  return out;
}

/** One finished link of a unit by a worker, with the wage of that link for that unit (fen). */
export type WageEntry = { workerId: number; link: WorkshopLink; amount: number };

/** Each worker's wages: the count of links finished and the sum in fen, worker by worker. */
export function workerWages(entries: readonly WageEntry[]): {
  workerId: number;
  pieces: number;
  amount: number;
  perLink: Record<string, { pieces: number; amount: number }>;
}[] {
  const map = new Map<
    number,
    {
      workerId: number;
      pieces: number;
      amount: number;
      perLink: Record<string, { pieces: number; amount: number }>;
    }
  >();
  for (const e of entries) {
    let w = map.get(e.workerId);
    if (!w) {
      w = { workerId: e.workerId, pieces: 0, amount: 0, perLink: {} };
      map.set(e.workerId, w);
    }
    w.pieces += 1;
    w.amount += e.amount;
    const l = w.perLink[e.link] ?? { pieces: 0, amount: 0 };
    w.perLink[e.link] = l;
    l.pieces += 1;
    l.amount += e.amount;
  }
  return [...map.values()].sort((a, b) => a.workerId - b.workerId);
}
