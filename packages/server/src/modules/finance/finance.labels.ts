// Headings of the statistics workbook in each language (money in yuan, area in m²).
import type { Language } from "@fenestra/core";
import type { AgeingBucket, StatPeriod } from "@fenestra/core/finance/index";

export type FinanceLabels = {
  readonly sheets: { readonly periods: string; readonly people: string; readonly ageing: string };
  readonly period: Readonly<Record<StatPeriod, string>>;
  readonly salesperson: string;
  readonly nobody: string;
  readonly contracts: string;
  readonly amount: string;
  readonly area: string;
  readonly collected: string;
  readonly receivable: string;
  readonly expenditure: string;
  readonly total: string;
  readonly bucket: string;
  readonly owed: string;
  readonly buckets: Readonly<Record<AgeingBucket, string>>;
  readonly fileName: string;
};

export const FINANCE_LABELS: Readonly<Record<Language, FinanceLabels>> = {
  "en-US": {
    sheets: { periods: "By period", people: "By salesperson", ageing: "Receivable ageing" },
    period: { day: "Day", month: "Month", year: "Year" },
    salesperson: "Salesperson",
    nobody: "(none)",
    contracts: "Contracts",
    amount: "Amount (yuan)",
    area: "Area (m²)",
    collected: "Collected (yuan)",
    receivable: "Receivable (yuan)",
    expenditure: "Expenditure (yuan)",
    total: "Total",
    bucket: "Days past due",
    owed: "Owed (yuan)",
    buckets: {
      current: "Not yet due",
      days_1_30: "1–30 days",
      days_31_60: "31–60 days",
      days_61_90: "61–90 days",
      days_over_90: "Over 90 days",
    },
    fileName: "statistics",
  },
  "zh-CN": {
    sheets: { periods: "按周期", people: "按业务员", ageing: "应收账龄" },
    period: { day: "日", month: "月", year: "年" },
    salesperson: "业务员",
    nobody: "(无)",
    contracts: "合同数",
    amount: "金额(元)",
    area: "面积(m²)",
    collected: "已收款(元)",
    receivable: "应收款(元)",
    expenditure: "支出(元)",
    total: "合计",
    bucket: "逾期天数",
    owed: "欠款(元)",
    buckets: {
      current: "未到期",
      days_1_30: "1–30天",
      days_31_60: "31–60天",
      days_61_90: "61–90天",
      days_over_90: "90天以上",
    },
    fileName: "统计报表",
  },
  "vi-VN": {
    sheets: { periods: "Theo kỳ", people: "Theo nhân viên bán hàng", ageing: "Tuổi nợ phải thu" },
    period: { day: "Ngày", month: "Tháng", year: "Năm" },
    salesperson: "Nhân viên bán hàng",
    nobody: "(không có)",
    contracts: "Hợp đồng",
    amount: "Số tiền (tệ)",
    area: "Diện tích (m²)",
    collected: "Đã thu (tệ)",
    receivable: "Phải thu (tệ)",
    expenditure: "Chi phí (tệ)",
    total: "Tổng",
    bucket: "Số ngày quá hạn",
    owed: "Còn nợ (tệ)",
    buckets: {
      current: "Chưa đến hạn",
      days_1_30: "1–30 ngày",
      days_31_60: "31–60 ngày",
      days_61_90: "61–90 ngày",
      days_over_90: "Trên 90 ngày",
    },
    fileName: "thong-ke",
  },
  "ru-RU": {
    sheets: { periods: "По периодам", people: "По менеджерам", ageing: "Старение дебиторки" },
    period: { day: "День", month: "Месяц", year: "Год" },
    salesperson: "Менеджер",
    nobody: "(нет)",
    contracts: "Договоры",
    amount: "Сумма (юань)",
    area: "Площадь (м²)",
    collected: "Получено (юань)",
    receivable: "К получению (юань)",
    expenditure: "Расходы (юань)",
    total: "Итого",
    bucket: "Дней просрочки",
    owed: "Долг (юань)",
    buckets: {
      current: "Срок не наступил",
      days_1_30: "1–30 дней",
      days_31_60: "31–60 дней",
      days_61_90: "61–90 дней",
      days_over_90: "Более 90 дней",
    },
    fileName: "statistika",
  },
};
