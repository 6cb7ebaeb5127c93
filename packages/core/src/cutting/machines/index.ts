// Sending a confirmed cutting plan to the machines that cut (docs/cutting.md): the job, the
// exporter interface and the formats. A new machine is a new file implementing SawExporter,
// added to SAW_EXPORTERS.
import { dstvNc } from "./dstv-nc.ts";
import { genericCsv } from "./generic-csv.ts";
import { isoGcode } from "./iso-gcode.ts";
import type { SawExporter } from "./saw-exporter.ts";

export type { SawExporter, SawFile } from "./saw-exporter.ts";
export { type SawBar, type SawCut, type SawGroup, type SawJob, sawJobOf } from "./saw-job.ts";

export const SAW_EXPORTERS: readonly SawExporter[] = [genericCsv, dstvNc, isoGcode];

export const sawExporter = (id: string): SawExporter | undefined => SAW_EXPORTERS.find((e) => e.id === id);
