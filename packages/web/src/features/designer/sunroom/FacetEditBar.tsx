// The drawing page drawing one wall facet of a sunroom (docs/sunroom.md "Editing a facet"): the
// facet's design is loaded at its exact size and outline; "Apply to the sunroom" takes what is
// drawn back to /sunnyHouse, "Back without changes" goes back with nothing.
import { Alert, Button, Flex } from "antd";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  type FacetBackState,
  type FacetOutState,
  isFacetOutState,
  SUNROOM_PATH,
} from "../../../shared/navigation/sunroom-facet.ts";
import { useDesignerT } from "../i18n.ts";
import type { DesignerStore } from "../state/designer-store.ts";

/** The facet handed over in the navigation's state, taken once (a reload keeps it in the page). */
export function useSunroomFacet(store: DesignerStore): FacetOutState["sunroomFacet"] | null {
  const location = useLocation();
  const [facet] = useState(() => (isFacetOutState(location.state) ? location.state.sunroomFacet : null));
  useEffect(() => {
    if (!facet) return;
    store.replace(facet.design, "start");
    store.center();
  }, [facet, store]);
  return facet;
}

const sizeOf = (facet: FacetOutState["sunroomFacet"]) => {
  const frame = facet.design.frames[0];
  const shape = frame?.shape;
  if (!shape) return { width: 0, height: 0 };
  switch (shape.kind) {
    case "trapezoid":
      return { width: shape.width, height: Math.max(shape.leftHeight, shape.rightHeight) };
    case "polygon": {
      const xs = shape.points.map(([x]) => x);
      const ys = shape.points.map(([, y]) => y);
      return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    }
    case "circle":
      return { width: shape.diameter, height: shape.diameter };
    default:
      return { width: shape.width, height: shape.height };
  }
};

export function FacetEditBar({
  facet,
  store,
}: {
  facet: FacetOutState["sunroomFacet"];
  store: DesignerStore;
}) {
  const t = useDesignerT();
  const navigate = useNavigate();
  const { width, height } = sizeOf(facet);
  const back = (design: FacetBackState["sunroomFacetBack"]["design"]) => {
    // nothing to lose here: the sunroom keeps what comes back
    store.markSaved({ design: store.design, orderFields: store.orderFields });
    void navigate(SUNROOM_PATH, {
      state: { sunroomFacetBack: { facetId: facet.facetId, design } } satisfies FacetBackState,
    });
  };
  return (
    <Alert
      type="info"
      data-testid="sunroom-facet-bar"
      title={t("sunroomFacet.title", {
        facet: facet.label,
        width: Math.round(width),
        height: Math.round(height),
      })}
      description={t("sunroomFacet.hint")}
      action={
        <Flex gap={8} wrap>
          <Button
            type="primary"
            size="small"
            onClick={() => back(store.design)}
            data-testid="sunroom-facet-apply"
          >
            {t("sunroomFacet.apply")}
          </Button>
          <Button size="small" onClick={() => back(null)} data-testid="sunroom-facet-cancel">
            {t("sunroomFacet.cancel")}
          </Button>
        </Flex>
      }
    />
  );
}
