// Words of the workshop's files (the wages workbook), in the four languages of the app.
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
