import type { MeasureOrderDto, OpeningDto } from "@fenestra/api";
import { type MeasureState, type Opening, openingSizes } from "@fenestra/core/measurement/index";
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
  const sizes = openingSizes(fields);
  return {
    id,
    ...fields,
    width: sizes.width,
    height: sizes.height,
    diagonalDifference: sizes.squareness?.difference ?? null,
    outOfSquare: sizes.squareness?.outOfSquare ?? false,
  };
}
