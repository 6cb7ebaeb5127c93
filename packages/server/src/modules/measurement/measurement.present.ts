import type { MeasureOrderDto, OpeningDto } from "@fenestra/api";
import { type MeasureState, type Opening, openingFigures } from "@fenestra/core/measurement/index";
import type { MeasureOrderRow } from "./measure-access.ts";

export function presentMeasureOrder(
  row: MeasureOrderRow,
  measurerName: string | null,
  openingCount: number,
): MeasureOrderDto {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    address: row.address,
    appointmentAt: row.appointmentAt.toISOString(),
    measurerId: row.measurerId,
    measurerName: measurerName ?? "",
    status: row.status as MeasureState,
    note: row.note,
    orderId: row.orderId,
    openingCount,
  };
}

export function presentOpening(id: string, fields: Opening): OpeningDto {
  return { id, ...fields, ...openingFigures(fields) };
}
