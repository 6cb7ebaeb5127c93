// The company's production settings (the step its saws set an angle in): read by everything
// that prints an angle — the BOM page and workbook, the cutting sheet, the piece labels — and
// saved by the main account against the version it read.
import type { ProductionSettings, ProductionSettingsUpdate } from "@fenestra/api";
import {
  DEFAULT_SAW_ANGLE_STEP,
  type SawAngleStep,
  sawAngleStepSchema,
} from "@fenestra/core/units/saw-angle";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productionSettings } from "../../db/schema/index.ts";
import { versionedUpsert } from "../../db/versioned-update.ts";

/** The company's settings, core's defaults until it saves its own. */
export async function productionSettingsOf(db: Db, companyId: number): Promise<ProductionSettings> {
  const [row] = await db.select().from(productionSettings).where(eq(productionSettings.companyId, companyId));
  if (!row) return { sawAngleStep: DEFAULT_SAW_ANGLE_STEP, version: 0 };
  const step = sawAngleStepSchema.safeParse(row.sawAngleStep / 100);
  return { sawAngleStep: step.success ? step.data : DEFAULT_SAW_ANGLE_STEP, version: row.version };
}

/** The step every angle of the company prints to. */
export async function sawAngleStepOf(db: Db, companyId: number): Promise<SawAngleStep> {
  return (await productionSettingsOf(db, companyId)).sawAngleStep;
}

export async function saveProductionSettings(db: Db, companyId: number, body: ProductionSettingsUpdate) {
  const { version, overwrite, sawAngleStep } = body;
  await versionedUpsert(
    db,
    productionSettings,
    productionSettings.companyId,
    { version, overwrite },
    { companyId, sawAngleStep: Math.round(sawAngleStep * 100) },
  );
  return productionSettingsOf(db, companyId);
}
