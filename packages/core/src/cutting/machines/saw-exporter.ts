// One interface for every machine that cuts (docs/cutting.md "Sending a plan to the saw"): each
// format is one file that implements it, listed in index.ts. A file is made from the job alone,
// pure and the same every time for the same job (no clock, no random), so it can be checked.
import type { SawJob } from "./saw-job.ts";

export interface SawFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface SawExporter {
  /** Stable id, used in the page's address and settings. */
  id: string;
  /** The format's own name (a proper name: the same in every language). */
  name: string;
  /** Where its structure is documented (docs/cutting.md cites it). */
  source: string;
  write(job: SawJob): SawFile;
}

/** A file name made only of characters every machine's file system takes. */
export function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^_+|_+$/g, "") || "cutting";
  return `${base.slice(0, 60)}.${extension}`;
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** mm or degrees with the decimals a machine file writes, no float noise ("1234.50"). */
export const fixed = (value: number, decimals: number): string => value.toFixed(decimals);
