import { routes } from "@fenestra/api";
import type { Frame } from "@fenestra/core";
import { useQuery } from "@tanstack/react-query";
import { Form, Select, Tag } from "antd";
import { queryClient } from "../../../shared/api/query-client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";

/** The company's series (the drawing page has no query provider, so the app's client is named). */
export function useCompanySeries() {
  return useQuery(routeQuery(routes.series.catalogue), queryClient);
}

/**
 * The frame's profile series, picked from the company's catalogue. A frame on "default" (what
 * the toolbox draws with) shows the company's default series; a series id the catalogue does not
 * hold (deleted, or typed in an older version) is named as such, so it can be replaced.
 */
export function SeriesPicker({ frame }: { frame: Frame }) {
  const t = useDesignerT();
  const store = useDesigner();
  const catalogue = useCompanySeries();
  const series = catalogue.data?.series ?? [];
  const fallback = series.find((s) => s.isDefault);
  const value = frame.seriesId === "default" ? fallback?.id : Number(frame.seriesId);
  const known = series.some((s) => s.id === value);
  const unknown = catalogue.isSuccess && !known;
  return (
    <Form.Item
      label={t("panels.frame.series")}
      validateStatus={unknown || catalogue.isError ? "error" : undefined}
      help={
        catalogue.isError
          ? t("panels.frame.seriesLoadFailed")
          : unknown
            ? t("panels.frame.seriesUnknown", { id: frame.seriesId })
            : undefined
      }
    >
      <Select
        data-testid="frame-series"
        showSearch={{ optionFilterProp: "label" }}
        popupMatchSelectWidth={false}
        loading={catalogue.isLoading}
        value={known ? value : undefined}
        placeholder={t("panels.frame.seriesPick")}
        options={series.map((s) => ({
          value: s.id,
          label: s.name,
          title: s.name,
          isDefault: s.isDefault,
        }))}
        optionRender={(o) => (
          <span>
            {o.label}
            {o.data.isDefault ? (
              <Tag style={{ marginInlineStart: 6 }} color="blue">
                {t("panels.frame.seriesDefault")}
              </Tag>
            ) : null}
          </span>
        )}
        onChange={(id: number) => {
          const seriesId = String(id);
          if (seriesId !== frame.seriesId)
            store.act((ed) => ed.run("setSeries", { frameId: frame.id, seriesId }));
        }}
      />
    </Form.Item>
  );
}
