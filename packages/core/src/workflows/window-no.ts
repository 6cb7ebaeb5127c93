// The window number a new window takes in an order (a drawing saved into it, or a duplicate):
// one past the highest "C<n>" already there, so a second window is C2, not another C1.

export function nextWindowNo(existing: readonly string[]): string {
  let max = 0;
  for (const no of existing) {
    const m = /^C(\d+)$/i.exec(no.trim());
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `C${max + 1}`;
}
