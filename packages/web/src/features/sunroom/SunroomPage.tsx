// /sunnyHouse (SPEC §1, §2; issue 33): the sunroom designer. The whole sunroom is rebuilt by the
// pure core (packages/core/src/sunroom) on every change: roof, structure, roof panels, wall facets,
// the load check and the structure's bill of materials from the company's sunroom series it picks.

import { seriesColours } from "@fenestra/core/series/index";
import {
  buildSunroom,
  compileSunroomSeries,
  DEMO_SUNROOM_SERIES_ID,
  demoSunroomSeries,
  type Facet,
  facetDrawingFrom,
  newSunroom,
  quoteSunroom,
  type Sunroom,
  structureBom,
  sunroomBom,
  withFacetDrawing,
} from "@fenestra/core/sunroom/index";
import { Alert, Button, Col, Form, Row, Select, Spin, Typography } from "antd";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import {
  FACET_DRAWING_PATH,
  type FacetOutState,
  isFacetBackState,
} from "../../shared/navigation/sunroom-facet.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { SunroomCutting } from "./SunroomCutting.tsx";
import { SunroomDrawings } from "./SunroomDrawings.tsx";
import { SunroomFields } from "./SunroomFields.tsx";
import { SunroomPrice } from "./SunroomPrice.tsx";
import {
  FacetList,
  MemberList,
  PanelList,
  PondingWarning,
  SpacingWarning,
  StructureBom,
  SunroomSummary,
} from "./SunroomResults.tsx";
import { type SavedState, SunroomSaved } from "./SunroomSaved.tsx";
import { type SavedSunroom, sunroomApi } from "./sunroom-api.ts";
import { useSunroomT } from "./sunroom-text.ts";
import { useFacetSeries } from "./use-facet-series.ts";
import { useSunroomSeriesOf } from "./use-sunroom-series.ts";

/** The sunroom in 3D: its own chunk (core's scene, the 3D view and three.js), fetched when first opened. */
const SunroomThreeDialog = lazy(() => import("./SunroomThreeDialog.tsx"));

/** The sunroom being designed, kept in the tab while one of its facets is drawn in the designer. */
const DRAFT_KEY = "fenestra.sunroom.draft";
type Draft = { sunroom: Sunroom; name: string; saved: SavedState; picked: number | null };

function readDraft(): Draft | null {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as Draft | null;
  } catch {
    return null;
  }
}

function SunroomPage() {
  const t = useSunroomT();
  const location = useLocation();
  const navigate = useNavigate();
  // back from the designer: the sunroom as it was, and the facet drawn (null: cancelled)
  const [back] = useState(() => (isFacetBackState(location.state) ? location.state.sunroomFacetBack : null));
  const [draft] = useState(() => (back ? readDraft() : null));
  const [picked, setPicked] = useState<number | null>(draft?.picked ?? null);
  const facetSeries = useFacetSeries(picked);
  const facetColours = facetSeries.model ? seriesColours(facetSeries.model) : null;
  // until the company's sunroom series is read, the demo one stands in for the fields (results wait)
  const [placeholder] = useState(() => demoSunroomSeries(currentLanguage()));
  const [returned] = useState(() => {
    const base =
      draft?.sunroom ?? newSunroom(DEMO_SUNROOM_SERIES_ID, "", "", placeholder.rafters[0]?.code ?? "");
    if (!back?.design) return { sunroom: base, refused: null };
    // the facet's outline does not depend on the rafters' sections
    const rafter = placeholder.rafters[0];
    const rebuilt = buildSunroom(base, rafter ? [{ ...rafter, code: base.rafterProfile }] : []);
    const facet = rebuilt.ok ? rebuilt.value.facets.find((f) => f.id === back.facetId) : undefined;
    const drawn = facet ? facetDrawingFrom(facet, back.design) : null;
    if (drawn?.ok) return { sunroom: withFacetDrawing(base, back.facetId, drawn.drawing), refused: null };
    return { sunroom: base, refused: drawn?.code ?? "sunroom.facet_one_frame" };
  });
  const [edited, setSunroom] = useState<Sunroom>(returned.sunroom);
  const structureSeries = useSunroomSeriesOf(edited.seriesId);
  const series = structureSeries.model ?? placeholder;
  const compiled = useMemo(() => compileSunroomSeries(series), [series]);
  // the colours both the structure and the facets' series are made in
  const structureColours = series.catalogue.profiles[0]?.colours ?? [];
  const colours = facetColours ? structureColours.filter((c) => facetColours.includes(c)) : structureColours;
  const names = Object.fromEntries(series.catalogue.profiles.map((p) => [p.code, p.name]));
  // said once, and the address's state dropped so a reload starts afresh
  const told = useRef(false);
  useEffect(() => {
    if (!back || told.current) return;
    told.current = true;
    if (returned.refused === "sunroom.facet_outline_changed") toast.error(t("facets.facet_outline_changed"));
    else if (returned.refused) toast.error(t("facets.facet_one_frame"));
    else if (back.design) toast.success(t("facets.applied", { facet: back.facetId }));
    void navigate(location.pathname, { replace: true, state: null });
  }, [back, returned, t, navigate, location.pathname]);
  const sunroom: Sunroom = useMemo(
    // until the user picks a colour, the first both series make
    () => ({
      ...edited,
      seriesId: String(structureSeries.id || ""),
      facetSeriesId: String(facetSeries.id || ""),
      colour: edited.colour || (colours[0] ?? ""),
      // a rafter profile the series picked lists, else its first
      rafterProfile: series.rafters.some((r) => r.code === edited.rafterProfile)
        ? edited.rafterProfile
        : (series.rafters[0]?.code ?? edited.rafterProfile),
    }),
    [edited, structureSeries.id, facetSeries.id, colours[0], series],
  );
  const built = useMemo(() => buildSunroom(sunroom, series.rafters), [sunroom, series]);
  // the structure's lines, and with the facets' once their series is read
  const bom = useMemo(() => {
    if (!built.ok) return null;
    if (facetSeries.model)
      return { all: true, bom: sunroomBom(built.value, sunroom, compiled, facetSeries.model).all };
    return { all: false, bom: structureBom(built.value, sunroom, compiled) };
  }, [built, sunroom, compiled, facetSeries.model]);
  // the price the contract will quote (the server makes its quote lines with the same core)
  const quote = useMemo(
    () =>
      built.ok && facetSeries.model ? quoteSunroom(built.value, sunroom, compiled, facetSeries.model) : null,
    [built, sunroom, compiled, facetSeries.model],
  );
  const [name, setName] = useState(draft?.name ?? "");
  const [threeOpen, setThreeOpen] = useState(false);
  const [saved, setSaved] = useState<SavedState>(draft?.saved ?? null);
  // /sunnyHouse?id=… (a sunnyhouse contract's link) opens that saved sunroom
  const [query] = useSearchParams();
  const openId = back ? 0 : Number(query.get("id")) || 0;
  const opened = useRef(0);
  useEffect(() => {
    if (!openId || opened.current === openId) return;
    opened.current = openId;
    sunroomApi
      .open(openId)
      .then((record) => {
        setSunroom(record.sunroom);
        setPicked(Number(record.sunroom.facetSeriesId) || null);
        setName(record.name);
        setSaved({ id: record.id, version: record.version, contractId: record.contractId });
      })
      .catch((error) => showError(error, t("saved.failed")));
  }, [openId, t]);
  const editFacet = (facet: Facet) => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ sunroom, name, saved, picked } satisfies Draft));
    const label = t(`facets.side.${facet.side}`, { n: facet.id.split("-")[1] });
    void navigate(FACET_DRAWING_PATH, {
      state: { sunroomFacet: { facetId: facet.id, label, design: facet.design } } satisfies FacetOutState,
    });
  };
  const openSaved = (record: SavedSunroom) => {
    setSunroom(record.sunroom);
    setPicked(Number(record.sunroom.facetSeriesId) || null);
    setName(record.name);
    setSaved({ id: record.id, version: record.version, contractId: record.contractId });
  };
  const sawOf = (code: string) =>
    series.catalogue.profiles.some((p) => p.code === code) || !facetSeries.model
      ? series.catalogue.cutting
      : facetSeries.model.cutting;
  return (
    <div style={{ padding: 12, maxWidth: 1280 }} data-testid="sunroom-page">
      <PageTitle>{t("title")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <SunroomFields
            value={sunroom}
            onChange={(patch) => setSunroom((was) => ({ ...was, ...patch }))}
            issues={built.ok ? [] : built.issues}
            rafters={series.rafters}
            rafterNames={names}
            colours={colours}
          />
          <SunroomSaved
            sunroom={sunroom}
            ready={built.ok && facetSeries.model !== null}
            name={name}
            onName={setName}
            saved={saved}
            onSaved={setSaved}
            onOpen={openSaved}
          />
          <Form layout="vertical" component="div">
            <Form.Item label={t("field.sunroomSeries")}>
              <Select
                data-testid="sunroom-series"
                value={structureSeries.id || undefined}
                onChange={(id: number) => setSunroom({ ...edited, seriesId: String(id) })}
                options={structureSeries.list.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
            <Form.Item label={t("field.facetSeries")}>
              <Select
                data-testid="sunroom-facet-series"
                value={facetSeries.id || undefined}
                onChange={(id: number) => setPicked(id)}
                options={facetSeries.list.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          {!structureSeries.model ? (
            <Spin style={{ display: "block", margin: 48 }} />
          ) : built.ok ? (
            <>
              <SpacingWarning model={built.value} sunroom={sunroom} profileName={sunroom.rafterProfile} />
              <PondingWarning model={built.value} />
              <SunroomSummary model={built.value} />
              <FacetList facets={built.value.facets} onEdit={facetSeries.model ? editFacet : undefined} />
              {facetSeries.model && (
                <SunroomDrawings
                  model={built.value}
                  sunroom={sunroom}
                  facetSeries={facetSeries.model}
                  name={name}
                  savedId={saved?.id ?? null}
                  extra={
                    <Button size="small" onClick={() => setThreeOpen(true)} data-testid="sunroom-threed">
                      {t("threed.open")}
                    </Button>
                  }
                />
              )}
              {threeOpen && facetSeries.model && (
                <Suspense fallback={null}>
                  <SunroomThreeDialog
                    onClose={() => setThreeOpen(false)}
                    model={built.value}
                    sunroom={sunroom}
                    compiled={compiled}
                    facetSeries={facetSeries.model}
                    fileName={name.trim() || t("threed.fileName")}
                  />
                </Suspense>
              )}
              <MemberList model={built.value} />
              <PanelList model={built.value} />
              {bom && <StructureBom bom={bom.bom} withFacets={bom.all} />}
              {quote && <SunroomPrice quote={quote} />}
              {bom && <SunroomCutting bom={bom.bom} sawOf={sawOf} />}
            </>
          ) : (
            <Alert type="info" title={t("summary.refused")} data-testid="sunroom-refused" />
          )}
        </Col>
      </Row>
    </div>
  );
}

export const Component = withQueryClient(SunroomPage);
