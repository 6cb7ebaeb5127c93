import { searchTemplates, type TemplateType, templateTypes } from "@fenestra/core/library/index";
import { Empty, Flex, Input, Select, Typography } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { templateName, useLibraryT } from "./i18n.ts";
import type { LibraryTemplate } from "./template-store.ts";

/** The library's search (by type and by name) over a list of templates, rendering each match. */
export function TemplateBrowser({
  templates,
  render,
}: {
  templates: readonly LibraryTemplate[];
  render: (template: LibraryTemplate) => ReactNode;
}) {
  const t = useLibraryT();
  const [type, setType] = useState<TemplateType | "">("");
  const [text, setText] = useState("");
  const matches = useMemo(
    () =>
      searchTemplates(templates, { type: type || undefined, text }, (x) =>
        templateName(x as LibraryTemplate),
      ) as LibraryTemplate[],
    [templates, type, text],
  );
  const present = useMemo(() => new Set(templates.map((x) => x.type)), [templates]);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Select
          data-testid="library-type"
          aria-label={t("page.type")}
          style={{ width: 180 }}
          value={type}
          onChange={setType}
          options={[
            { value: "", label: t("page.allTypes") },
            ...templateTypes.filter((v) => present.has(v)).map((v) => ({ value: v, label: t(`types.${v}`) })),
          ]}
        />
        <Input.Search
          data-testid="library-search"
          allowClear
          placeholder={t("page.search")}
          style={{ width: 240 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Typography.Text type="secondary" data-testid="library-count">
          {t("page.count", { count: matches.length })}
        </Typography.Text>
      </Flex>
      {matches.length === 0 ? (
        <Empty description={t("page.empty")} />
      ) : (
        <Flex wrap gap={12} data-testid="library-grid">
          {matches.map(render)}
        </Flex>
      )}
    </Flex>
  );
}
