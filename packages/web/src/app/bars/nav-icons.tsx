import {
  AppstoreOutlined,
  BuildOutlined,
  ContainerOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  InboxOutlined,
  PictureOutlined,
  ScissorOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { NavKey } from "./main-nav-items.ts";

/**
 * The icon of each main area, the same in the top bar and the phone's drawer. Decorative: hidden
 * from assistive technology, so an entry's name is its label alone ("Contracts").
 */
export const NAV_ICONS: Record<NavKey, ReactNode> = {
  workbench: <DashboardOutlined aria-hidden />,
  draw: <EditOutlined aria-hidden />,
  library: <AppstoreOutlined aria-hidden />,
  contracts: <FileTextOutlined aria-hidden />,
  customers: <TeamOutlined aria-hidden />,
  orders: <ContainerOutlined aria-hidden />,
  cutting: <ScissorOutlined aria-hidden />,
  warehouse: <InboxOutlined aria-hidden />,
  workshop: <ToolOutlined aria-hidden />,
  finance: <WalletOutlined aria-hidden />,
  products: <BuildOutlined aria-hidden />,
  market: <ShopOutlined aria-hidden />,
  renders: <PictureOutlined aria-hidden />,
};
