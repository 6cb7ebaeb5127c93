// The prices a customer sees (share link, print link): only their own. A contract's retail
// amount — the agency price raised by the seller's markup (contract-price.ts) — is spread over its
// windows and quote lines in proportion to their amounts, so each line shows what the customer
// pays for it and the lines add up to the contract amount exactly. Neither the factory's price,
// the discount nor the markup can be read back from what is shown. Money is integer fen.

/**
 * `totalFen` divided over parts in proportion to their amounts (largest remainder: each part is
 * its exact share rounded down, the fen left over go to the largest fractions), so the shares
 * add up to `totalFen` exactly. Parts of 0 get 0; with nothing to divide every share is 0.
 */
export function proportionalShares(partsFen: readonly number[], totalFen: number): number[] {
  const sum = partsFen.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0 || totalFen <= 0) return partsFen.map(() => 0);
  const exact = partsFen.map((fen) => (Math.max(0, fen) * totalFen) / sum);
  const shares = exact.map(Math.floor);
  let left = totalFen - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A line's unit price as the customer sees it: its customer amount over its count, whole fen. */
export function customerUnitFen(amountFen: number, count: number): number {
  return count > 0 ? Math.round(amountFen / count) : 0;
}
