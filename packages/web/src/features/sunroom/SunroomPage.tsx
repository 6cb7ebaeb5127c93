// /sunnyHouse (SPEC §1, §2; issue 33): the sunroom designer. The whole sunroom is rebuilt by the
// pure core (packages/core/src/sunroom) on every change: roof, structure, roof panels, wall facets,
// the load check and the structure's bill of materials from the demo sunroom series.
import {
  buildSunroom,
  compileSunroomSeries,
  DEMO_SUNROOM_SERIES_ID,
  demoSunroomSeries,
  newSunroom,
  type Sunroom,
  structureBom,
} from "@fenestra/core/sunroom/index";
import { Alert, Col, Row, Typography } from "antd";
import { useMemo, useState } from "react";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { SunroomFields } from "./SunroomFields.tsx";
import {
  FacetList,
  MemberList,
  PanelList,
  SpacingWarning,
  StructureBom,
  SunroomSummary,
} from "./SunroomResults.tsx";
import { useSunroomT } from "./sunroom-text.ts";

/** The window series a new sunroom's facets are drawn in (the demo casement series). */
const FACET_SERIES_ID = "alu-tb60-casement";

function SunroomPage() {
  const t = useSunroomT();
  const language = currentLanguage();
  const series = demoSunroomSeries(language);
  const compiled = useMemo(() => compileSunroomSeries(series), [series]);
  const colours = series.catalogue.profiles[0]?.colours ?? [];
  const names = Object.fromEntries(series.catalogue.profiles.map((p) => [p.code, p.name]));
  const [sunroom, setSunroom] = useState<Sunroom>(() =>
    newSunroom(DEMO_SUNROOM_SERIES_ID, FACET_SERIES_ID, colours[0] ?? "", series.rafters[0]?.code ?? ""),
  );
  const built = useMemo(() => buildSunroom(sunroom, series.rafters), [sunroom, series]);
  const bom = useMemo(
    () => (built.ok ? structureBom(built.value, sunroom, compiled) : null),
    [built, sunroom, compiled],
  );
  return (
    <div style={{ padding: 12, maxWidth: 1280 }} data-testid="sunroom-page">
      <PageTitle>{t("title")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <SunroomFields
            value={sunroom}
            onChange={setSunroom}
            issues={built.ok ? [] : built.issues}
            rafters={series.rafters}
            rafterNames={names}
            colours={colours}
          />
        </Col>
        <Col xs={24} xl={14}>
          {built.ok ? (
            <>
              <SpacingWarning model={built.value} sunroom={sunroom} profileName={sunroom.rafterProfile} />
              <SunroomSummary model={built.value} />
              <FacetList facets={built.value.facets} />
              <MemberList model={built.value} />
              <PanelList model={built.value} />
              {bom && <StructureBom bom={bom} />}
            </>
          ) : (
            <Alert type="info" message={t("summary.refused")} data-testid="sunroom-refused" />
          )}
        </Col>
      </Row>
    </div>
  );
}

export const Component = SunroomPage;
