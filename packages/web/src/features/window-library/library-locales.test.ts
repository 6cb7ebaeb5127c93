import { commandErrorCodes } from "@fenestra/core/commands/types";
import { BUILTIN_TEMPLATE_IDS, templateTypes } from "@fenestra/core/library/index";
import { describe, expect, it } from "vitest";
import enDesigner from "../../locales/en-US/designer.json";
import enLibrary from "../../locales/en-US/library.json";
import ruDesigner from "../../locales/ru-RU/designer.json";
import ruLibrary from "../../locales/ru-RU/library.json";
import viDesigner from "../../locales/vi-VN/designer.json";
import viLibrary from "../../locales/vi-VN/library.json";
import zhDesigner from "../../locales/zh-CN/designer.json";
import zhLibrary from "../../locales/zh-CN/library.json";
import { TOOLBOX_ENTRIES } from "../designer/index.ts";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = {
  designer: { "zh-CN": zhDesigner, "en-US": enDesigner, "vi-VN": viDesigner, "ru-RU": ruDesigner },
  library: { "zh-CN": zhLibrary, "en-US": enLibrary, "vi-VN": viLibrary, "ru-RU": ruLibrary },
};

describe("designer and library translations", () => {
  for (const [ns, byLang] of Object.entries(namespaces)) {
    it(`${ns}: the same keys in all four languages, none empty`, () => {
      const en = leaves(byLang["en-US"])
        .map(([k]) => k)
        .sort();
      for (const [lang, catalogue] of Object.entries(byLang)) {
        const entries = leaves(catalogue);
        expect(entries.map(([k]) => k).sort(), lang).toEqual(en);
        for (const [k, v] of entries)
          expect(typeof v === "string" && v.trim().length > 0, `${lang} ${k}`).toBe(true);
      }
    });
  }

  it("every built-in template and template type has a name", () => {
    expect(Object.keys(enLibrary.templates).sort()).toEqual([...BUILTIN_TEMPLATE_IDS].sort());
    expect(Object.keys(enLibrary.types).sort()).toEqual([...templateTypes].sort());
  });

  it("every toolbox item has a label and every command refusal a message", () => {
    expect(Object.keys(enDesigner.toolbox.items).sort()).toEqual(TOOLBOX_ENTRIES.map((e) => e.key).sort());
    expect(Object.keys(enDesigner.errors).sort()).toEqual(
      commandErrorCodes.map((c) => c.replace(/^design\./, "")).sort(),
    );
  });
});
