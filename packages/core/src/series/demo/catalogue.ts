// The catalogue lines of the demo series (profiles, glass, accessories), each written as one
// call in the order the series schema lists its fields. Prices in fen, weights kg/m or kg/m², mm.
import type { SeriesInput } from "../schema.ts";

type ProfileInput = SeriesInput["profiles"][number];
type AccessoryInput = SeriesInput["accessories"][number];

/**
 * The profiles of one system: the colours and stock bar length they share, and the folder their
 * section drawings are in (`<folder>/<code>.dxf`; none for bought-in steel).
 */
export const profileLine =
  (colours: string[], stockLength: number, dxfFolder?: string) =>
  (
    code: string,
    name: string,
    partType: ProfileInput["partType"],
    faceWidth: number,
    depth: number,
    weightPerMetre: number,
    pricePerMetre: number,
  ): ProfileInput => ({
    code,
    name,
    partType,
    faceWidth,
    depth,
    weightPerMetre,
    pricePerMetre,
    colours,
    stockLength,
    ...(dxfFolder && { dxf: `${dxfFolder}/${code}.dxf` }),
  });

/** A glass make-up: its spec, thickness (mm), weight (kg/m²) and price (fen/m²). */
export const glassLine = (
  code: string,
  name: string,
  spec: string,
  thickness: number,
  weightPerM2: number,
  pricePerM2: number,
) => ({ code, name, spec, thickness, weightPerM2, pricePerM2 });

/** An accessory: its category, the unit it is counted in and the price of one (fen). */
export const accessoryLine = (
  code: string,
  name: string,
  category: AccessoryInput["category"],
  unit: AccessoryInput["unit"],
  price: number,
): AccessoryInput => ({ code, name, category, unit, price });
