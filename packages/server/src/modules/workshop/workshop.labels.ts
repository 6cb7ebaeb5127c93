// Words of the workshop's files (the wages workbook, the delivery note), in the four languages
// of the app. The contract's own words (customer, phone, size…) are the exports' (LABELS).
// (Exports are documents, not API messages: their words live beside the writer.)
import type { Language } from "@fenestra/core";
import type { WorkshopLink } from "@fenestra/core/workshop/index";

export type WorkshopLabels = {
  readonly wages: string;
  readonly period: string;
  readonly worker: string;
  readonly link: string;
  readonly pieces: string;
  readonly amount: string;
  readonly total: string;
  readonly links: Readonly<Record<WorkshopLink, string>>;
  readonly deliveryNote: DeliveryNoteLabels;
};

export type DeliveryNoteLabels = {
  readonly title: string;
  readonly serial: string;
  readonly package: string;
  readonly notPacked: string;
  /** "{units} units in {packages} packages" */
  readonly summary: string;
  readonly deliveredBy: string;
  readonly receivedBy: string;
  readonly receipt: string;
};

export const WORKSHOP_LABELS: Readonly<Record<Language, WorkshopLabels>> = {
  "zh-CN": {
    wages: "计件工资",
    period: "期间",
    worker: "员工",
    link: "环节",
    pieces: "件数",
    amount: "工资（元）",
    total: "合计",
    deliveryNote: {
      title: "送货单",
      serial: "编号",
      package: "包装",
      notPacked: "未包装",
      summary: "共 {units} 樘，{packages} 包",
      deliveredBy: "送货人",
      receivedBy: "收货人",
      receipt: "以上货物已按数量完好收到。",
    },
    links: {
      cutting: "下料",
      frame_assembly: "框组装",
      sash_assembly: "扇组装",
      debugging: "调试",
      packing: "包装",
      strip: "压条",
      hole: "打孔",
      spray: "喷涂",
      hardware: "五金",
    },
  },
  "en-US": {
    wages: "Piece-rate wages",
    period: "Period",
    worker: "Worker",
    link: "Link",
    pieces: "Pieces",
    amount: "Wages (yuan)",
    total: "Total",
    deliveryNote: {
      title: "Delivery note",
      serial: "Serial",
      package: "Package",
      notPacked: "not packed",
      summary: "{units} units in {packages} packages",
      deliveredBy: "Delivered by",
      receivedBy: "Received by",
      receipt: "The goods above were received complete and in good condition.",
    },
    links: {
      cutting: "Cutting",
      frame_assembly: "Frame assembly",
      sash_assembly: "Sash assembly",
      debugging: "Debugging",
      packing: "Packing",
      strip: "Strip",
      hole: "Hole",
      spray: "Spray",
      hardware: "Hardware",
    },
  },
  "vi-VN": {
    wages: "Lương theo sản phẩm",
    period: "Kỳ",
    worker: "Nhân viên",
    link: "Công đoạn",
    pieces: "Số lượng",
    amount: "Lương (tệ)",
    total: "Tổng",
    deliveryNote: {
      title: "Phiếu giao hàng",
      serial: "Mã số",
      package: "Kiện hàng",
      notPacked: "chưa đóng gói",
      summary: "{units} bộ trong {packages} kiện",
      deliveredBy: "Người giao",
      receivedBy: "Người nhận",
      receipt: "Đã nhận đủ số lượng hàng hóa trên, trong tình trạng tốt.",
    },
    links: {
      cutting: "Cắt",
      frame_assembly: "Lắp khung",
      sash_assembly: "Lắp cánh",
      debugging: "Hiệu chỉnh",
      packing: "Đóng gói",
      strip: "Nẹp",
      hole: "Khoan lỗ",
      spray: "Phun sơn",
      hardware: "Phụ kiện",
    },
  },
  "ru-RU": {
    wages: "Сдельная оплата",
    period: "Период",
    worker: "Сотрудник",
    link: "Участок",
    pieces: "Штук",
    amount: "Оплата (юани)",
    total: "Итого",
    deliveryNote: {
      title: "Товарная накладная",
      serial: "Номер",
      package: "Упаковка",
      notPacked: "не упаковано",
      summary: "Изделий: {units}, упаковок: {packages}",
      deliveredBy: "Сдал",
      receivedBy: "Принял",
      receipt: "Перечисленные изделия получены полностью и в исправном состоянии.",
    },
    links: {
      cutting: "Раскрой",
      frame_assembly: "Сборка рамы",
      sash_assembly: "Сборка створки",
      debugging: "Наладка",
      packing: "Упаковка",
      strip: "Штапик",
      hole: "Сверление",
      spray: "Покраска",
      hardware: "Фурнитура",
    },
  },
};
