// What the measurement sheet prints (sheet.pdf.ts), read through the order's visibility rule.
import type { Language } from "@fenestra/core/account/languages";
import type { Opening } from "@fenestra/core/measurement/index";
import dayjs from "dayjs";
import type { Db } from "../../../db/client.ts";
import { documentWords } from "../../../i18n/catalogue.ts";
import type { FileStorage } from "../../../storage/file-storage.ts";
import type { Tenant } from "../../../tenancy/tenant.ts";
import { brandingOf } from "../../exports/branding.queries.ts";
import { loadMeasureOrderFor } from "../measure-access.ts";
import { presentOpening } from "../measurement.present.ts";
import * as q from "../measurement.queries.ts";
import { photosOf } from "./photos.service.ts";
import type { MeasureSheet } from "./sheet.pdf.ts";

/** The sheet of order `id`; the appointment printed in the caller's time (`tz` minutes east of UTC). */
export async function measureSheet(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  id: number,
  language: Language,
  tz: number,
): Promise<MeasureSheet> {
  const { db } = deps;
  const order = await loadMeasureOrderFor(db, tenant, id);
  const [rows, photos, branding, measurer] = await Promise.all([
    q.openingsOf(db, order.id),
    photosOf(db, order.id),
    brandingOf(db, tenant),
    q.measurerName(db, order.measurerId),
  ]);
  const read = async (key: string) => (await deps.storage.get(key))?.bytes ?? null;
  const logo = branding.logoFile ? await read(branding.logoFile) : null;
  const openings = [];
  for (const row of rows) {
    const o = row.fields as Opening;
    if (o.removed) continue;
    const shown = presentOpening(row.id, o);
    const pictures: Buffer[] = [];
    for (const p of photos.filter((p) => p.openingId === row.id)) {
      const bytes = await read(p.flattenedFile);
      if (bytes) pictures.push(bytes);
    }
    openings.push({
      title: [o.room, o.position].filter(Boolean).join(" · "),
      widths: [o.width1, o.width2, o.width3],
      heights: [o.height1, o.height2, o.height3],
      width: shown.width,
      height: shown.height,
      diagonals: [o.diagonal1, o.diagonal2],
      diagonalDifference: shown.diagonalDifference,
      outOfSquare: shown.outOfSquare,
      wallThickness: o.wallThickness,
      sillHeight: o.sillHeight,
      revealDepth: o.revealDepth,
      color: o.color,
      note: o.note,
      photos: pictures,
    });
  }
  return {
    labels: documentWords[language].exports,
    words: documentWords[language].measureSheet,
    company: { name: branding.name, telephone: branding.telephone, address: branding.address, logo },
    customer: order.customerName,
    phone: order.customerPhone,
    address: order.address,
    appointment: dayjs(order.appointmentAt.getTime() + tz * 60_000)
      .toISOString()
      .slice(0, 16)
      .replace("T", " "),
    measurer: measurer ?? "",
    note: order.note,
    openings,
  };
}
