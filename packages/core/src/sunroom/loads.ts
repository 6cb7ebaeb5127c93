// The load rule (docs/sunroom.md "Loads"): which rafter spacing a rafter profile carries over its
// span under the snow and wind of the zones the user picks. Method of GB 50009-2012 (roof snow
// μr·s0 with μr of Table 7.2.1 item 1, wind μs·μz·w0 with μs = μz = 1.0) and load factors of
// GB 50068-2018 (γG 1.3, γQ 1.5, combination ψ 0.7 snow / 0.6 wind). Pure: figures in, figures out.

/** Basic snow pressure classes, kN/m² on the ground (GB 50009 s0; EN 1991-1-3 sk). */
export const SNOW_ZONES = { S0: 0, S1: 0.3, S2: 0.5, S3: 0.8, S4: 1.2, S5: 2.0 } as const;
/** Basic wind pressure classes, kN/m² (GB 50009 w0). */
export const WIND_ZONES = { W1: 0.3, W2: 0.45, W3: 0.6, W4: 0.8, W5: 1.0 } as const;
export type SnowZone = keyof typeof SNOW_ZONES;
export type WindZone = keyof typeof WIND_ZONES;
export const snowZones = Object.keys(SNOW_ZONES) as SnowZone[];
export const windZones = Object.keys(WIND_ZONES) as WindZone[];

export const GAMMA_G = 1.3;
export const GAMMA_Q = 1.5;
export const PSI_SNOW = 0.7;
export const PSI_WIND = 0.6;

/** GB 50009 Table 7.2.1 item 1: μr = 1.0 up to 25°, 0 from 50°, straight between. */
export function roofSnowCoefficient(pitchDegrees: number): number {
  if (pitchDegrees <= 25) return 1;
  if (pitchDegrees >= 50) return 0;
  return (50 - pitchDegrees) / 25;
}

export type RoofLoads = {
  /** Snow on the roof μr·s0, wind w0, self-weight g, kN/m². */
  snow: number;
  wind: number;
  dead: number;
  /** Characteristic (for deflection) and design (for strength) area loads, kN/m². */
  characteristic: number;
  design: number;
};

/**
 * The area loads on a roof of `pitch` degrees: the larger of snow leading (wind at ψ 0.6) and
 * wind leading (snow at ψ 0.7), all taken square to the roof (conservative: snow per m² of plan
 * is less per m² of slope).
 */
export function roofLoads(pitch: number, snowZone: SnowZone, windZone: WindZone, dead: number): RoofLoads {
  const snow = roofSnowCoefficient(pitch) * SNOW_ZONES[snowZone];
  const wind = WIND_ZONES[windZone];
  const variableK = Math.max(snow + PSI_WIND * wind, wind + PSI_SNOW * snow);
  const variableD = GAMMA_Q * variableK;
  return { snow, wind, dead, characteristic: dead + variableK, design: GAMMA_G * dead + variableD };
}

/** A rafter profile's section figures, as the sunroom series gives them. */
export type RafterSection = {
  /** The profile's code in the sunroom series. */
  code: string;
  /** Second moment of area about the bending axis, mm⁴. */
  inertia: number;
  /** Section modulus, mm³. */
  modulus: number;
  /** Young's modulus, N/mm² (aluminium 70 000). */
  elasticity: number;
  /** Design strength, N/mm². */
  strength: number;
  /** Deflection limit as span over this (200 = L/200). */
  deflectionLimit: number;
};

export type SpacingRule = {
  /** The most spacing (centre to centre, mm) the profile carries, and which check set it. */
  allowed: number;
  governs: "strength" | "deflection";
  byStrength: number;
  byDeflection: number;
};

/**
 * The most rafter spacing b (mm) for a simply supported rafter of `span` mm under `loads`:
 * strength  M = q_d·b·L²/8 ≤ W·f      → b ≤ 8·W·f / (q_d·L²)
 * deflection 5·q_k·b·L⁴/(384·E·I) ≤ L/n → b ≤ 384·E·I / (5·n·q_k·L³)
 * (q in kN/m² = 10⁻³ N/mm², so b comes out in mm).
 */
export function allowedRafterSpacing(span: number, loads: RoofLoads, section: RafterSection): SpacingRule {
  const qd = loads.design * 1e-3;
  const qk = loads.characteristic * 1e-3;
  const byStrength = qd > 0 ? (8 * section.modulus * section.strength) / (qd * span * span) : Infinity;
  const byDeflection =
    qk > 0
      ? (384 * section.elasticity * section.inertia) / (5 * section.deflectionLimit * qk * span ** 3)
      : Infinity;
  return byStrength <= byDeflection
    ? { allowed: byStrength, governs: "strength", byStrength, byDeflection }
    : { allowed: byDeflection, governs: "deflection", byStrength, byDeflection };
}
