import { type DataOf, routes } from "@fenestra/api";
import { LANGUAGES } from "@fenestra/core/account/languages";
import { ARTICLE_KINDS } from "@fenestra/core/articles/articles";
import type { ArticleBody } from "@fenestra/core/articles/articles.schemas";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Flex, Form, Input, Popconfirm, Select, Switch, Tag } from "antd";
import { useState } from "react";
import { api } from "../../../shared/api/client.ts";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showRefusal } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { RequiredItem } from "../../../shared/forms/RequiredItem.tsx";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { LANGUAGE_NAMES } from "../../../shared/i18n/language-names.ts";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { timeColumn } from "../../../shared/ui/value-columns.ts";
import { useArticlesT } from "../i18n.ts";
import { RichTextEditor } from "./RichTextEditor.tsx";

type Article = DataOf<typeof routes.articles.operatorList>[number];

/** A new article: in the operator's own language, published once saved. */
const blank = (): ArticleBody => ({
  kind: "article",
  language: currentLanguage(),
  title: "",
  bodyHtml: "",
  published: true,
});

/**
 * The operator console's articles and announcements (SPEC §2 /articleList, /webgg; issue 34):
 * the list, and a form with the rich-text editor to write one or edit one.
 */
function ArticlesTab() {
  const t = useArticlesT();
  const [form] = Form.useForm<ArticleBody>();
  const [editing, setEditing] = useState<number | null>(null);
  const list = useQuery(routeQuery(routes.articles.operatorList));
  const invalidate = useInvalidate();
  const reset = () => {
    setEditing(null);
    form.setFieldsValue(blank());
  };
  const save = useMutation({
    mutationFn: (body: ArticleBody) =>
      editing === null
        ? api.call(routes.articles.create, { body })
        : api.call(routes.articles.update, { params: { id: editing }, body }),
    onSuccess: () => {
      toast.success(editing === null ? t("console.saved") : t("console.updated"));
      reset();
      void invalidate(routes.articles);
    },
    onError: showRefusal,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(routes.articles.remove, { params: { id } }),
    onSuccess: () => void invalidate(routes.articles),
    onError: showRefusal,
  });
  const kindLabel = (k: ArticleBody["kind"]) =>
    k === "article" ? t("console.kindArticle") : t("console.kindAnnouncement");
  const columns: Column<Article>[] = [
    { title: t("console.title"), dataIndex: "title", primary: true },
    { title: t("console.kind"), dataIndex: "kind", render: (k: ArticleBody["kind"]) => kindLabel(k) },
    {
      title: t("console.language"),
      dataIndex: "language",
      render: (l: ArticleBody["language"]) => LANGUAGE_NAMES[l],
    },
    {
      title: t("console.published"),
      dataIndex: "published",
      render: (p: boolean) =>
        p ? <Tag color="green">{t("console.published")}</Tag> : <Tag>{t("console.draft")}</Tag>,
    },
    timeColumn(t("console.publishedAt"), "publishedAt"),
    {
      title: t("console.actions"),
      key: "actions",
      actions: true,
      render: (_: unknown, row) => (
        <Flex gap={4}>
          <Button
            size="small"
            data-testid={`article-edit-${row.id}`}
            onClick={() => {
              setEditing(row.id);
              form.setFieldsValue({
                kind: row.kind,
                language: row.language,
                title: row.title,
                bodyHtml: row.bodyHtml,
                published: row.published,
              });
            }}
          >
            {t("console.edit")}
          </Button>
          <Popconfirm title={t("console.confirm")} onConfirm={() => remove.mutate(row.id)}>
            <Button size="small" danger>
              {t("console.remove")}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={16} data-testid="operator-articles">
      <Form<ArticleBody>
        form={form}
        layout="vertical"
        initialValues={blank()}
        onFinish={(values) => save.mutate(values)}
        style={{ maxWidth: 820 }}
        data-testid="article-form"
      >
        <Flex gap={12} wrap>
          <Form.Item name="kind" label={t("console.kind")}>
            <Select
              style={{ width: 160 }}
              data-testid="article-kind"
              options={ARTICLE_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            />
          </Form.Item>
          <Form.Item name="language" label={t("console.language")}>
            <Select
              style={{ width: 160 }}
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            />
          </Form.Item>
          <Form.Item name="published" label={t("console.published")} valuePropName="checked">
            <Switch data-testid="article-published" />
          </Form.Item>
        </Flex>
        <RequiredItem name="title" label={t("console.title")} message={t("console.required")} text>
          <Input maxLength={120} data-testid="article-title-input" />
        </RequiredItem>
        <RequiredItem name="bodyHtml" label={t("console.body")} message={t("console.bodyRequired")}>
          <RichTextEditor />
        </RequiredItem>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="article-save">
            {editing === null ? t("console.write") : t("console.save")}
          </Button>
          {editing !== null && <Button onClick={reset}>{t("console.cancel")}</Button>}
        </Flex>
      </Form>
      <ResponsiveTable<Article>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        failed={list}
      />
    </Flex>
  );
}

export default withQueryClient(ArticlesTab);
