import { EXPORT_CONTENT_TYPES } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import type { LabelPaper } from "@fenestra/core/scanning/label-paper";
import type { FastifyInstance } from "fastify";
import { type FileJobDeps, fileJobKind } from "../../jobs/file-jobs.ts";
import { labelSheetPdf } from "../../shared/labels/label-sheet.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as service from "./workshop.service.ts";

// A contract's label sheet (its units', or its cut pieces') as a file job (jobs/file-jobs.ts): the
// same PDF as GET …/labels and …/piece-labels, written by a worker of any process.

type LabelJob = { contractId: number; paper: LabelPaper; pieces: boolean };

/**
 * The label sheets' jobs: a contract the caller may not read (another company's), or one not in
 * production, is refused at the start, as the direct routes refuse it, and no job is made.
 */
export function labelJobs(app: FastifyInstance, deps: FileJobDeps) {
  const kind = fileJobKind<LabelJob>(
    app,
    deps,
    "workshop.labels",
    async (tenant, job, language, progress) => {
      const { contractNo, labels } = job.pieces
        ? await service.pieceLabels(deps.db, tenant, job.contractId, language)
        : await service.unitLabels(deps.db, tenant, job.contractId);
      await progress(0.5);
      const bytes = await labelSheetPdf(labels, job.paper, { title: contractNo });
      const fileName = `${contractNo}-${job.pieces ? "piece-labels" : "labels"}.pdf`;
      return { bytes, fileName, contentType: EXPORT_CONTENT_TYPES.pdf };
    },
  );
  return {
    async start(tenant: Tenant, job: LabelJob, language: Language) {
      await service.assertLabelsFor(deps.db, tenant, job.contractId);
      return kind.start(tenant, job, language);
    },
  };
}
