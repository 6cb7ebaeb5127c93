// Cutting plans as an Excel workbook (ExcelJS): one sheet of bars (one row per cut, in
// cutting order, for the saw operator) and one of totals per profile and colour.
import type { Language } from "@fenestra/core";
import type { CuttingPlan } from "@fenestra/core/cutting/index";
import ExcelJS from "exceljs";

type Labels = {
  cuts: string;
  totals: string;
  head: [string, string, string, string, string, string, string, string, string, string, string];
  totalsHead: [string, string, string, string, string, string];
  stock: string;
  leftover: string;
  normal: string;
  flipped: string;
};

const LABELS: Record<Language, Labels> = {
  "zh-CN": {
    cuts: "下料单",
    totals: "汇总",
    head: ["型材", "颜色", "料号", "原料长度", "根数", "来源", "件号", "标签", "长度", "位置", "方向"],
    totalsHead: ["型材", "颜色", "原料根数", "使用余料", "利用率 %", "废料 mm"],
    stock: "原料",
    leftover: "余料",
    normal: "正向",
    flipped: "翻转",
  },
  "en-US": {
    cuts: "Cutting sheet",
    totals: "Totals",
    head: [
      "Profile",
      "Colour",
      "Bar",
      "Bar length",
      "Repeat",
      "Source",
      "Piece",
      "Label",
      "Length",
      "Position",
      "Orientation",
    ],
    totalsHead: ["Profile", "Colour", "Stock bars", "Leftovers used", "Utilization %", "Waste mm"],
    stock: "stock",
    leftover: "leftover",
    normal: "normal",
    flipped: "flipped",
  },
  "vi-VN": {
    cuts: "Phiếu cắt",
    totals: "Tổng hợp",
    head: [
      "Thanh profile",
      "Màu",
      "Thanh số",
      "Chiều dài thanh",
      "Số lần",
      "Nguồn",
      "Chi tiết",
      "Nhãn",
      "Chiều dài",
      "Vị trí",
      "Hướng",
    ],
    totalsHead: ["Thanh profile", "Màu", "Số thanh", "Đoạn thừa đã dùng", "Hiệu suất %", "Phế liệu mm"],
    stock: "thanh mới",
    leftover: "đoạn thừa",
    normal: "thuận",
    flipped: "lật",
  },
  "ru-RU": {
    cuts: "Карта раскроя",
    totals: "Итоги",
    head: [
      "Профиль",
      "Цвет",
      "Хлыст",
      "Длина хлыста",
      "Повтор",
      "Источник",
      "Деталь",
      "Метка",
      "Длина",
      "Позиция",
      "Ориентация",
    ],
    totalsHead: ["Профиль", "Цвет", "Хлыстов", "Остатков использовано", "Использование %", "Отход мм"],
    stock: "хлыст",
    leftover: "остаток",
    normal: "прямо",
    flipped: "перевёрнут",
  },
};

export async function cuttingXlsx(
  groups: { profile: string; color: string; plan: CuttingPlan }[],
  language: Language,
): Promise<Buffer> {
  const L = LABELS[language] ?? LABELS["en-US"];
  const book = new ExcelJS.Workbook();
  book.creator = "Fenestra";
  const cuts = book.addWorksheet(L.cuts);
  cuts.addRow(L.head).font = { bold: true };
  for (const g of groups) {
    g.plan.bars.forEach((bar, b) => {
      for (const c of bar.cuts)
        cuts.addRow([
          g.profile,
          g.color,
          b + 1,
          bar.length,
          bar.repeat,
          bar.source === "leftover" ? `${L.leftover} ${bar.leftoverId ?? ""}` : L.stock,
          c.pieceId,
          c.label ?? "",
          c.length,
          c.position,
          c.orientation === "flipped" ? L.flipped : L.normal,
        ]);
    });
  }
  cuts.views = [{ state: "frozen", ySplit: 1 }];
  const totals = book.addWorksheet(L.totals);
  totals.addRow(L.totalsHead).font = { bold: true };
  for (const g of groups) {
    const s = g.plan.summary;
    totals.addRow([
      g.profile,
      g.color,
      s.stockBars,
      s.leftoversUsed,
      Math.round(s.utilization * 1000) / 10,
      s.waste,
    ]);
  }
  for (const ws of [cuts, totals]) for (const c of ws.columns) c.width = 14;
  return Buffer.from(await book.xlsx.writeBuffer());
}
