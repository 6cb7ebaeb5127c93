import { routes } from "@fenestra/api";
import type { MarketKind } from "@fenestra/core/market/listing";
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  List,
  Pagination,
  Segmented,
  Space,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { useProductT } from "../product-manage/index.ts";
import { useMarketT } from "./i18n.ts";
import { MarketPreviewDrawer } from "./MarketPreviewDrawer.tsx";
import type { MarketListing } from "./market-api.ts";

/**
 * /find (and /product-manage/product-advertise-mobile on a phone): the market of published series
 * and window templates (SPEC §2, issue 34). Search by any part of a title, description or
 * publisher, of either kind or both; preview one without its publisher's money; clone it into
 * one's own catalogue or window library from the preview.
 */
function FindPage() {
  const t = useMarketT();
  const phone = !Grid.useBreakpoint().md;
  const [q, setQ] = useState("");
  const [kind, setKind] = useState<MarketKind | "all">("all");
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList(routes.market.search, kind === "all" ? { q } : { q, kind }, { pageSize: 12 });
  return (
    <div data-testid="market-page" style={{ padding: phone ? 8 : 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{t("find.title")}</PageTitle>
        <Link to="/product-manage/index">{t("find.myListings")}</Link>
      </Flex>
      <Input.Search
        data-testid="market-search"
        placeholder={t("find.search")}
        allowClear
        enterButton
        maxLength={60}
        onSearch={(value) => setQ(value.trim())}
        style={{ maxWidth: 560, marginBottom: 8 }}
      />
      <Segmented<MarketKind | "all">
        data-testid="market-kind"
        value={kind}
        onChange={setKind}
        style={{ display: "flex", width: "fit-content", marginBottom: 16 }}
        options={[
          { value: "all", label: t("find.kindAll") },
          { value: "series", label: t("find.kindSeries") },
          { value: "template", label: t("find.kindTemplate") },
        ]}
      />
      {list.query.isError ? (
        <LoadFailed query={list.query} fallback={t("find.loadFailed")} />
      ) : (
        <List<MarketListing>
          loading={list.query.isPending}
          grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 3, xl: 4, xxl: 4 }}
          dataSource={list.items}
          rowKey="id"
          locale={{ emptyText: <Empty description={q ? t("find.empty") : t("find.emptyAll")} /> }}
          renderItem={(listing) => (
            <List.Item>
              <ListingCard listing={listing} onPreview={() => setOpen(listing.id)} />
            </List.Item>
          )}
        />
      )}
      {list.total > list.pageSize && <Pagination align="center" {...pagerOf(list)} showSizeChanger={false} />}
      <MarketPreviewDrawer listingId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function ListingCard({ listing, onPreview }: { listing: MarketListing; onPreview: () => void }) {
  const t = useMarketT();
  const product = useProductT();
  const picture = listing.pictures[0];
  return (
    <Card
      data-testid={`market-card-${listing.title}`}
      size="small"
      cover={
        picture ? (
          <img alt={listing.title} src={picture} style={{ height: 140, objectFit: "cover" }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 140, background: "#f5f5f5" }}>
            <Typography.Text type="secondary">{t("find.noPicture")}</Typography.Text>
          </Flex>
        )
      }
      actions={[
        <Button key="preview" type="link" data-testid={`market-preview-${listing.title}`} onClick={onPreview}>
          {t("find.preview")}
        </Button>,
      ]}
    >
      <Card.Meta
        title={
          <Space size={4} wrap>
            <span>{listing.title}</span>
            {listing.mine && <Tag color="blue">{t("find.mine")}</Tag>}
            <Tag color={listing.kind === "template" ? "purple" : "geekblue"} data-testid="market-kind-tag">
              {listing.kind === "template" ? t("find.kindTemplate") : t("find.kindSeries")}
            </Tag>
          </Space>
        }
        description={
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              {t("find.by", { publisher: listing.publisher })}
            </Typography.Text>
            {listing.description && (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {listing.description}
              </Typography.Paragraph>
            )}
            <Space size={4} wrap>
              {listing.material && <Tag>{product(`material.${listing.material as "aluminium"}`)}</Tag>}
              <Tag>{t("find.version", { version: listing.publishedVersion })}</Tag>
              <Tag data-testid="market-clone-count">{t("find.clones", { count: listing.cloneCount })}</Tag>
            </Space>
          </Flex>
        }
      />
    </Card>
  );
}

export const Component = withQueryClient(FindPage);
