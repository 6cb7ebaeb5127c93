// Piece-rate wages: the series' wage rows (the BOM's wage tab) priced for one unit, given to
// the links that do the work. A wage row says which link it pays by the link's key (the series
// row's `link`), never by its name, which a company writes and translates as it likes; a row
// naming no link, or a link the company does not use, is shared evenly by all the company's
// links (the fen left over go to the first links, so the shares add up to the row exactly).
import type { LinkSetting, WorkshopLink } from "./links.ts";

/** One wage row of a window: the link it pays (if it names one) and fen for one unit. */
export type WageRow = { link?: WorkshopLink; amount: number };

/** Fen per link for one unit; every link of the set-up appears (0 when nothing pays it). */
export function unitLinkWages(
  rows: readonly WageRow[],
  setup: readonly LinkSetting[],
): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(setup.map((s) => [s.link, 0]));
  if (setup.length === 0) return out;
  for (const row of rows) {
    if (row.link && row.link in out) {
      out[row.link] = (out[row.link] ?? 0) + row.amount;
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
