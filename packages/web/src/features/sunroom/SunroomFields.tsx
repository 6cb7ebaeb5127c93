// The sunroom's fields: each typed value kept as typed (never clamped); what is refused is said at
// its field (core sunroom/validate.ts) and the rest of the page waits for it.
import {
  type RafterSection,
  type RoofSlope,
  type RoofType,
  roofPanelKinds,
  roofTypes,
  type SlopeBy,
  SNOW_ZONES,
  type Sunroom,
  type SunroomIssue,
  slopesFor,
  snowZones,
  WIND_ZONES,
  windZones,
} from "@fenestra/core/sunroom/index";
import { Card, Col, Form, Input, InputNumber, Row, Select } from "antd";
import type { ReactNode } from "react";
import { useSunroomT } from "./sunroom-text.ts";

type Props = {
  value: Sunroom;
  /**
   * The fields the person changed, and only those: what the page fills in until they choose (the
   * colour, the series, the rafter) stays the page's to fill, so a series read late still fills it.
   */
  onChange: (patch: Partial<Sunroom>) => void;
  issues: readonly SunroomIssue[];
  rafters: readonly RafterSection[];
  rafterNames: Readonly<Record<string, string>>;
  colours: readonly string[];
};

/** A number field: an empty box is NaN, refused at the field as out of range. */
const num = (v: number | null) => (v === null ? Number.NaN : v);

/** The starting value of a slope given a new way (the user types their own over it). */
function startingSlope(by: SlopeBy, eaveHeight: number): RoofSlope {
  switch (by) {
    case "pitch":
      return { by, degrees: 15 };
    case "ridge":
      return { by, height: eaveHeight + 1000 };
    case "fall":
      return { by, percent: 2 };
    case "fallPerMetre":
      return { by, mmPerMetre: 20 };
    case "drop":
      return { by, drop: 60 };
  }
}

/** The slope's own number field (its test id, field path, label key and value). */
function slopeField(slope: RoofSlope): {
  testId: string;
  field: string;
  label: "field.pitch" | "field.ridge" | "field.fallPercent" | "field.fallPerMetre" | "field.drop";
  value: number;
  with: (v: number) => RoofSlope;
} {
  switch (slope.by) {
    case "pitch":
      return {
        testId: "sunroom-pitch",
        field: "slope.degrees",
        label: "field.pitch",
        value: slope.degrees,
        with: (degrees) => ({ by: "pitch", degrees }),
      };
    case "ridge":
      return {
        testId: "sunroom-ridge",
        field: "slope.height",
        label: "field.ridge",
        value: slope.height,
        with: (height) => ({ by: "ridge", height }),
      };
    case "fall":
      return {
        testId: "sunroom-fall",
        field: "slope.percent",
        label: "field.fallPercent",
        value: slope.percent,
        with: (percent) => ({ by: "fall", percent }),
      };
    case "fallPerMetre":
      return {
        testId: "sunroom-fall-per-metre",
        field: "slope.mmPerMetre",
        label: "field.fallPerMetre",
        value: slope.mmPerMetre,
        with: (mmPerMetre) => ({ by: "fallPerMetre", mmPerMetre }),
      };
    case "drop":
      return {
        testId: "sunroom-drop",
        field: "slope.drop",
        label: "field.drop",
        value: slope.drop,
        with: (drop) => ({ by: "drop", drop }),
      };
  }
}

export function SunroomFields({ value: s, onChange, issues, rafters, rafterNames, colours }: Props) {
  const t = useSunroomT();
  const issueAt = (field: string) => issues.find((i) => i.field === field);
  const help = (field: string): { validateStatus?: "error"; help?: ReactNode } => {
    const i = issueAt(field);
    if (!i) return {};
    const code = i.code.replace("sunroom.", "") as "out_of_range";
    return { validateStatus: "error", help: t(`issue.${code}`, i) };
  };
  const set = onChange;
  const slope = slopeField(s.slope);
  const number = (
    field: "width" | "depth" | "eaveHeight" | "overhang" | "rafterSpacing" | "purlinSpacing",
    label: string,
  ) => (
    <Form.Item label={label} {...help(field)}>
      <InputNumber
        data-testid={`sunroom-${field}`}
        value={Number.isNaN(s[field]) ? null : s[field]}
        onChange={(v) => set({ [field]: num(v) })}
        style={{ width: "100%" }}
      />
    </Form.Item>
  );
  const bays = (side: "left" | "front" | "right", label: string) => (
    <Form.Item label={label} {...help(`bays.${side}`)}>
      <InputNumber
        data-testid={`sunroom-bays-${side}`}
        value={Number.isNaN(s.bays[side]) ? null : s.bays[side]}
        onChange={(v) => set({ bays: { ...s.bays, [side]: num(v) } })}
        style={{ width: "100%" }}
      />
    </Form.Item>
  );
  const col = (node: ReactNode) => (
    <Col xs={24} sm={12} lg={8}>
      {node}
    </Col>
  );
  return (
    <Form layout="vertical" component="div" data-testid="sunroom-fields">
      <Card size="small" title={t("section.shape")} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          {col(number("width", t("field.width")))}
          {col(number("depth", t("field.depth")))}
          {col(
            <Form.Item label={t("field.roof")}>
              <Select
                data-testid="sunroom-roof"
                value={s.roof}
                onChange={(roof: RoofType) =>
                  // a flat roof takes its fall, a pitched one its pitch or ridge: the slope's way follows the roof
                  set(
                    slopesFor(roof).includes(s.slope.by)
                      ? { roof }
                      : { roof, slope: startingSlope(slopesFor(roof)[0]!, s.eaveHeight) },
                  )
                }
                options={roofTypes.map((r) => ({ value: r, label: t(`roof.${r}`) }))}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t("field.slopeBy")} {...help("slope.by")}>
              <Select
                data-testid="sunroom-slope-by"
                value={s.slope.by}
                onChange={(by: SlopeBy) => set({ slope: startingSlope(by, s.eaveHeight) })}
                options={slopesFor(s.roof).map((b) => ({ value: b, label: t(`slopeBy.${b}`) }))}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t(slope.label)} {...help(slope.field)}>
              <InputNumber
                data-testid={slope.testId}
                value={Number.isNaN(slope.value) ? null : slope.value}
                onChange={(v) => set({ slope: slope.with(num(v)) })}
                style={{ width: "100%" }}
              />
            </Form.Item>,
          )}
          {col(number("eaveHeight", t("field.eaveHeight")))}
          {col(number("overhang", t("field.overhang")))}
          {col(bays("left", t("field.baysLeft")))}
          {col(bays("front", t("field.baysFront")))}
          {col(bays("right", t("field.baysRight")))}
        </Row>
      </Card>
      <Card size="small" title={t("section.structure")} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          {col(
            <Form.Item label={t("field.rafterProfile")} {...help("rafterProfile")}>
              <Select
                data-testid="sunroom-rafter-profile"
                value={s.rafterProfile}
                onChange={(rafterProfile) => set({ rafterProfile })}
                options={rafters.map((r) => ({
                  value: r.code,
                  label: `${r.code} ${rafterNames[r.code] ?? ""}`,
                }))}
              />
            </Form.Item>,
          )}
          {col(number("rafterSpacing", t("field.rafterSpacing")))}
          {col(number("purlinSpacing", t("field.purlinSpacing")))}
          {col(
            <Form.Item label={t("field.snowZone")}>
              <Select
                data-testid="sunroom-snow"
                value={s.snowZone}
                onChange={(snowZone) => set({ snowZone })}
                options={snowZones.map((z) => ({
                  value: z,
                  label: t("zone", { zone: z, value: SNOW_ZONES[z] }),
                }))}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t("field.windZone")}>
              <Select
                data-testid="sunroom-wind"
                value={s.windZone}
                onChange={(windZone) => set({ windZone })}
                options={windZones.map((z) => ({
                  value: z,
                  label: t("zone", { zone: z, value: WIND_ZONES[z] }),
                }))}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t("field.colour")}>
              <Select
                data-testid="sunroom-colour"
                value={s.colour}
                onChange={(colour) => set({ colour })}
                options={colours.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>,
          )}
        </Row>
      </Card>
      <Card size="small" title={t("section.roofPanel")} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          {col(
            <Form.Item label={t("field.panelKind")} {...help("roofPanel.kind")}>
              <Select
                data-testid="sunroom-panel-kind"
                value={s.roofPanel.kind}
                onChange={(kind) => set({ roofPanel: { ...s.roofPanel, kind } })}
                options={roofPanelKinds.map((k) => ({ value: k, label: t(`panel.${k}`) }))}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t("field.panelSpec")}>
              <Input
                data-testid="sunroom-panel-spec"
                value={s.roofPanel.spec}
                onChange={(e) => set({ roofPanel: { ...s.roofPanel, spec: e.target.value } })}
              />
            </Form.Item>,
          )}
          {col(
            <Form.Item label={t("field.panelWeight")} {...help("roofPanel.weight")}>
              <InputNumber
                data-testid="sunroom-panel-weight"
                value={Number.isNaN(s.roofPanel.weight) ? null : s.roofPanel.weight}
                onChange={(v) => set({ roofPanel: { ...s.roofPanel, weight: num(v) } })}
                style={{ width: "100%" }}
              />
            </Form.Item>,
          )}
        </Row>
      </Card>
    </Form>
  );
}
