// The render's settings: quality, the sun (its compass direction and height, and which way the
// wall faces, so the sun falls on the facade from the right side or leaves it in shade), and how
// far back the window sits in its opening.
import { RENDER_LIMITS } from "@fenestra/core/rendering/render-fields";
import { RECESS_LIMITS, WALL_FACINGS } from "@fenestra/core/scene/placement";
import { Alert, Flex, Segmented, Select, Slider, Typography } from "antd";
import { QUALITIES, type Quality } from "../view-settings.ts";
import { useRenderEditorT } from "./i18n.ts";

export type RenderOptions = {
  quality: Quality;
  sun: { azimuth: number; elevation: number };
  /** The compass direction the wall faces, degrees from north. */
  wallFacing: number;
  /** How far back the window sits from the wall's face, mm. */
  recess: number;
};

type Facing = (typeof WALL_FACINGS)[number];
/** The nearest of the eight compass points to `degrees`. */
const compassPoint = (degrees: number): Facing =>
  WALL_FACINGS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] as Facing;

export function RenderControls({
  options,
  onChange,
  inShade,
}: {
  options: RenderOptions;
  onChange: (options: RenderOptions) => void;
  inShade: boolean;
}) {
  const t = useRenderEditorT();
  const set = (patch: Partial<RenderOptions>) => onChange({ ...options, ...patch });
  const { azimuth, elevation } = options.sun;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t("qualityLabel")}</Typography.Text>
        <Segmented<Quality>
          value={options.quality}
          onChange={(quality) => set({ quality })}
          options={QUALITIES.map((q) => ({ value: q, label: t(`step.${q}`) }))}
          data-testid="render-quality"
        />
      </Flex>
      <Typography.Text strong style={{ marginTop: 8 }}>
        {t("sun.title")}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t("sun.azimuth", { degrees: azimuth })} · {t(`sun.compass.${compassPoint(azimuth)}`)}
      </Typography.Text>
      <Slider
        min={RENDER_LIMITS.azimuth.min}
        max={RENDER_LIMITS.azimuth.max}
        step={5}
        value={azimuth}
        onChange={(v) => set({ sun: { azimuth: v, elevation } })}
        tooltip={{ formatter: null }}
        data-testid="render-sun-azimuth"
        aria-label={t("sun.azimuth", { degrees: azimuth })}
      />
      <Typography.Text type="secondary">{t("sun.elevation", { degrees: elevation })}</Typography.Text>
      <Slider
        min={RENDER_LIMITS.elevation.min}
        max={RENDER_LIMITS.elevation.max}
        step={1}
        value={elevation}
        onChange={(v) => set({ sun: { azimuth, elevation: v } })}
        tooltip={{ formatter: null }}
        data-testid="render-sun-elevation"
        aria-label={t("sun.elevation", { degrees: elevation })}
      />
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t("sun.facing")}</Typography.Text>
        <Select<number>
          value={options.wallFacing}
          onChange={(wallFacing) => set({ wallFacing })}
          options={WALL_FACINGS.map((d) => ({ value: d, label: t(`sun.compass.${d}`) }))}
          style={{ minWidth: 140 }}
          data-testid="render-wall-facing"
        />
      </Flex>
      {inShade ? <Alert type="info" showIcon title={t("sun.inShade")} data-testid="render-in-shade" /> : null}
      <Typography.Text type="secondary" style={{ marginTop: 8 }}>
        {t("recess", { mm: options.recess })}
      </Typography.Text>
      <Slider
        min={RECESS_LIMITS.min}
        max={RECESS_LIMITS.max}
        step={10}
        value={options.recess}
        onChange={(recess) => set({ recess })}
        tooltip={{ formatter: null }}
        data-testid="render-recess"
        aria-label={t("recess", { mm: options.recess })}
      />
    </Flex>
  );
}
