import { routes } from "@fenestra/api";
import { coloursIn, type Frame, seriesGeometry } from "@fenestra/core";
import { useQuery } from "@tanstack/react-query";
import { Form, Modal, Select, Tag } from "antd";
import { api } from "../../../shared/api/client.ts";
import { queryClient } from "../../../shared/api/query-client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";

/** The company's series (the drawing page has no query provider, so the app's client is named). */
export function useCompanySeries() {
  return useQuery(routeQuery(routes.series.catalogue), queryClient);
}

/**
 * The frame's profile series, picked from the company's catalogue. A frame on "default" (what
 * the toolbox draws with) shows the company's default series; a series id the catalogue does not
 * hold (deleted, or typed in an older version) is named as such, so it can be replaced. A series
 * that does not offer the frame's colours asks first, naming the colour it will be made in (its
 * first), rather than save a frame the series cannot cut (the server refuses it).
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
  const [modal, holder] = Modal.useModal();
  const pick = async (id: number) => {
    const seriesId = String(id);
    if (seriesId === frame.seriesId) return;
    const move = (colors?: Frame["colors"]) =>
      store.act((ed) => ed.run("setSeries", { frameId: frame.id, seriesId, ...(colors ? { colors } : {}) }));
    // the series' colours decide whether to ask; unread, nothing changes and the user may pick again
    const model = await api
      .call(routes.series.get, { params: { id } })
      .then((s) => s.model)
      .catch((e: unknown) => {
        showError(e, t("panels.frame.seriesReadFailed"));
        return null;
      });
    if (!model) return;
    const colors = coloursIn(frame.colors, seriesGeometry(model));
    if (colors.a === frame.colors.a && colors.b === frame.colors.b) {
      move();
      return;
    }
    const name = series.find((s) => s.id === id)?.name ?? seriesId;
    const [missing, replacement] =
      colors.a === frame.colors.a ? [frame.colors.b, colors.b] : [frame.colors.a, colors.a];
    modal.confirm({
      title: t("panels.frame.seriesColourTitle", { series: name, colour: missing }),
      content: t("panels.frame.seriesColourBody", { series: name, colour: replacement }),
      okText: t("panels.frame.seriesColourOk"),
      onOk: () => move(colors),
    });
  };
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
        onChange={(id: number) => void pick(id)}
      />
      {holder}
    </Form.Item>
  );
}
