// The opening kinds, one entry each (docs/architecture.md "Add a sash kind"). The design schema's
// open types, the commands' checks, the layout, the render model's symbols, the BOM's OPENTYPE,
// the designer's toolbox and its sash form all read this table; nothing else lists the kinds.
import { foldZigzag, hinged, hungOn, noSymbol, slideArrow, turnAndTilt } from "./drawings.ts";
import type { SashKindSpec, SashPanelField } from "./spec.ts";

const SASH_FIELDS: readonly SashPanelField[] = ["hingeSide", "active", "opening"];
const SASH_RING = { ring: "sash", passiveLeaf: "self" } as const;
/** What a sash hinged on the side it names can do; each kind says where it differs. */
const HINGED_SASH = {
  opens: true,
  hinge: "chosen",
  tilts: false,
  slides: false,
  folds: false,
  pairs: false,
  handle: true,
} as const;

/** A sash hung on its top or bottom edge (an awning, a hopper): it always hinges there. */
const hungSash = <K extends string>(kind: K, side: "top" | "bottom") =>
  ({
    name: `panels.openTypes.${kind}`,
    capabilities: { ...HINGED_SASH, hinge: side },
    layout: SASH_RING,
    drawing: hungOn(side),
    bom: { OPENTYPE: kind },
    toolbox: [{ key: kind, group: "sashes", item: { kind: "sash", hingeSide: side } }],
    panelFields: SASH_FIELDS,
  }) as const;

export const SASH_KINDS = {
  casement: {
    name: "panels.openTypes.casement",
    capabilities: { ...HINGED_SASH, pairs: true },
    layout: SASH_RING,
    drawing: hinged,
    bom: { OPENTYPE: "casement" },
    toolbox: [
      { key: "casementLeft", group: "sashes", item: { kind: "sash", hingeSide: "left" } },
      { key: "casementRight", group: "sashes", item: { kind: "sash", hingeSide: "right" } },
      { key: "doubleCasement", group: "sashes", item: { kind: "doubleSash" } },
    ],
    panelFields: SASH_FIELDS,
  },
  /** Top-hung: the lines meet at the top. */
  awning: hungSash("awning", "top"),
  /** Bottom-hung: the lines meet at the bottom. */
  hopper: hungSash("hopper", "bottom"),
  tiltTurn: {
    name: "panels.openTypes.tiltTurn",
    capabilities: { ...HINGED_SASH, tilts: true, pairs: true },
    // Only the active leaf of a tilt-turn pair tilts: the passive one closes behind the active
    // leaf's overlap, so it is side-hung (turns on its hinges, held by flush bolts).
    layout: { ring: "sash", passiveLeaf: "casement" },
    drawing: turnAndTilt,
    bom: { OPENTYPE: "tiltTurn" },
    toolbox: [{ key: "tiltTurn", group: "sashes", item: { kind: "sash", hingeSide: "left" } }],
    panelFields: SASH_FIELDS,
  },
  door: {
    name: "panels.openTypes.door",
    capabilities: { ...HINGED_SASH, pairs: true },
    // a door leaf is cut from the series' door leaf profile (a series without one: its sash)
    layout: { ring: "doorLeaf", passiveLeaf: "self" },
    drawing: hinged,
    bom: { OPENTYPE: "door" },
    toolbox: [
      { key: "doorLeft", group: "sashes", item: { kind: "sash", hingeSide: "left" } },
      { key: "doubleDoor", group: "sashes", item: { kind: "doubleSash" } },
    ],
    panelFields: SASH_FIELDS,
  },
  fixed: {
    name: "panels.openTypes.fixed",
    capabilities: { ...HINGED_SASH, opens: false, hinge: null, handle: false },
    layout: SASH_RING,
    drawing: noSymbol,
    bom: { OPENTYPE: "fixed" },
    toolbox: [{ key: "fixedSash", group: "sashes", item: { kind: "sash", hingeSide: "left" } }],
    panelFields: SASH_FIELDS,
  },
  slide: {
    name: "panels.openTypes.slide",
    capabilities: { ...HINGED_SASH, hinge: null, slides: true },
    layout: { ring: "slideSash", passiveLeaf: "self" },
    drawing: slideArrow,
    bom: { OPENTYPE: "slide" },
    toolbox: [
      { key: "slide2", group: "slideFold", item: { kind: "slide", tracks: 2, panels: 2, direction: "both" } },
      { key: "slide3", group: "slideFold", item: { kind: "slide", tracks: 3, panels: 3, direction: "both" } },
      { key: "slide4", group: "slideFold", item: { kind: "slide", tracks: 2, panels: 4, direction: "both" } },
    ],
    panelFields: [],
  },
  fold: {
    name: "panels.openTypes.fold",
    capabilities: { ...HINGED_SASH, hinge: null, folds: true },
    layout: { ring: "foldLeaf", passiveLeaf: "self" },
    drawing: foldZigzag,
    bom: { OPENTYPE: "fold" },
    toolbox: [
      { key: "fold3", group: "slideFold", item: { kind: "fold", leaves: 3, foldType: "stackLeft" } },
      { key: "fold4", group: "slideFold", item: { kind: "fold", leaves: 4, foldType: "split" } },
    ],
    panelFields: [],
  },
} as const satisfies Record<string, SashKindSpec>;
