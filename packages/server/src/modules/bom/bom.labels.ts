// Column headings and sheet names of the order BOM workbook, in the four languages of the app.
// (Exports are documents, not API messages: their words live beside the writer.)
import type { Language } from "@fenestra/core";

export type BomLabels = {
  readonly sheets: {
    readonly profiles: string;
    readonly glass: string;
    readonly addons: string;
    readonly holes: string;
    readonly money: string;
    readonly totals: string;
  };
  readonly order: string;
  readonly computedAt: string;
  readonly stale: string;
  readonly code: string;
  readonly name: string;
  readonly colour: string;
  readonly length: string;
  readonly angles: string;
  readonly count: string;
  readonly weight: string;
  readonly optimize: string;
  readonly stockLength: string;
  readonly amount: string;
  readonly spec: string;
  readonly width: string;
  readonly height: string;
  /** A shaped pane's cut template drawing (glass sheet). */
  readonly template: string;
  readonly area: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly process: string;
  readonly category: string;
  readonly quantity: string;
  readonly yes: string;
  readonly no: string;
  readonly processes: Readonly<Record<"drilling" | "drainage" | "milling", string>>;
  readonly categories: Readonly<Record<"quote" | "cost" | "wage" | "retailQuote", string>>;
  readonly totals: Readonly<
    Record<
      | "profileLength"
      | "profilePieces"
      | "profileWeight"
      | "glassArea"
      | "glassWeight"
      | "glassPieces"
      | "material"
      | "quote"
      | "cost"
      | "wage"
      | "retailQuote",
      string
    >
  >;
};

const enUS: BomLabels = {
  sheets: {
    profiles: "Profiles",
    glass: "Glass",
    addons: "Hardware",
    holes: "Holes",
    money: "Wages and cost",
    totals: "Totals",
  },
  order: "Order",
  computedAt: "Calculated at",
  stale: "Profile modified, recalculate",
  code: "Code",
  name: "Name",
  colour: "Colour",
  length: "Length (mm)",
  angles: "Angles (°)",
  count: "Count",
  weight: "Weight (kg)",
  optimize: "Optimize",
  stockLength: "Stock length (mm)",
  amount: "Amount (yuan)",
  spec: "Spec",
  width: "Width (mm)",
  template: "Cut template (mm)",
  height: "Height (mm)",
  area: "Area (m²)",
  unit: "Unit",
  unitPrice: "Unit price (yuan)",
  process: "Process",
  category: "Category",
  quantity: "Quantity",
  yes: "Yes",
  no: "No",
  processes: { drilling: "Drilling", drainage: "Drainage", milling: "Milling" },
  categories: { quote: "Quote", cost: "Cost", wage: "Wage", retailQuote: "Retail quote" },
  totals: {
    profileLength: "Profile length (m)",
    profilePieces: "Profile pieces",
    profileWeight: "Profile weight (kg)",
    glassArea: "Glass area (m²)",
    glassWeight: "Glass weight (kg)",
    glassPieces: "Glass pieces",
    material: "Material (yuan)",
    quote: "Quote (yuan)",
    cost: "Cost (yuan)",
    wage: "Wages (yuan)",
    retailQuote: "Retail quote (yuan)",
  },
};

const zhCN: BomLabels = {
  sheets: {
    profiles: "型材",
    glass: "玻璃",
    addons: "五金配件",
    holes: "孔位",
    money: "工资与成本",
    totals: "合计",
  },
  order: "订单",
  computedAt: "计算时间",
  stale: "型材已修改，请重新计算",
  code: "编码",
  name: "名称",
  colour: "颜色",
  length: "长度(mm)",
  angles: "角度(°)",
  count: "数量",
  weight: "重量(kg)",
  optimize: "优化",
  stockLength: "原料长度(mm)",
  amount: "金额(元)",
  spec: "规格",
  width: "宽(mm)",
  template: "下料样板（mm）",
  height: "高(mm)",
  area: "面积(m²)",
  unit: "单位",
  unitPrice: "单价(元)",
  process: "工序",
  category: "类别",
  quantity: "用量",
  yes: "是",
  no: "否",
  processes: { drilling: "钻孔", drainage: "排水孔", milling: "铣孔" },
  categories: { quote: "报价", cost: "成本", wage: "工资", retailQuote: "零售报价" },
  totals: {
    profileLength: "型材总长(m)",
    profilePieces: "型材支数",
    profileWeight: "型材重量(kg)",
    glassArea: "玻璃面积(m²)",
    glassWeight: "玻璃重量(kg)",
    glassPieces: "玻璃块数",
    material: "材料(元)",
    quote: "报价(元)",
    cost: "成本(元)",
    wage: "工资(元)",
    retailQuote: "零售报价(元)",
  },
};

const viVN: BomLabels = {
  sheets: {
    profiles: "Thanh nhôm",
    glass: "Kính",
    addons: "Phụ kiện",
    holes: "Lỗ",
    money: "Nhân công và chi phí",
    totals: "Tổng cộng",
  },
  order: "Đơn hàng",
  computedAt: "Thời gian tính",
  stale: "Thanh profile đã thay đổi, hãy tính lại",
  code: "Mã",
  name: "Tên",
  colour: "Màu",
  length: "Chiều dài (mm)",
  angles: "Góc (°)",
  count: "Số lượng",
  weight: "Khối lượng (kg)",
  optimize: "Tối ưu",
  stockLength: "Chiều dài cây (mm)",
  amount: "Thành tiền (tệ)",
  spec: "Quy cách",
  width: "Rộng (mm)",
  template: "Mẫu cắt (mm)",
  height: "Cao (mm)",
  area: "Diện tích (m²)",
  unit: "Đơn vị",
  unitPrice: "Đơn giá (tệ)",
  process: "Công đoạn",
  category: "Loại",
  quantity: "Khối lượng dùng",
  yes: "Có",
  no: "Không",
  processes: { drilling: "Khoan", drainage: "Lỗ thoát nước", milling: "Phay" },
  categories: { quote: "Báo giá", cost: "Chi phí", wage: "Nhân công", retailQuote: "Giá bán lẻ" },
  totals: {
    profileLength: "Tổng chiều dài thanh (m)",
    profilePieces: "Số thanh",
    profileWeight: "Khối lượng thanh (kg)",
    glassArea: "Diện tích kính (m²)",
    glassWeight: "Khối lượng kính (kg)",
    glassPieces: "Số tấm kính",
    material: "Vật tư (tệ)",
    quote: "Báo giá (tệ)",
    cost: "Chi phí (tệ)",
    wage: "Nhân công (tệ)",
    retailQuote: "Giá bán lẻ (tệ)",
  },
};

const ruRU: BomLabels = {
  sheets: {
    profiles: "Профили",
    glass: "Стекло",
    addons: "Фурнитура",
    holes: "Отверстия",
    money: "Работа и затраты",
    totals: "Итого",
  },
  order: "Заказ",
  computedAt: "Рассчитано",
  stale: "Профиль изменён, пересчитайте",
  code: "Код",
  name: "Наименование",
  colour: "Цвет",
  length: "Длина (мм)",
  angles: "Углы (°)",
  count: "Кол-во",
  weight: "Вес (кг)",
  optimize: "Оптимизация",
  stockLength: "Длина хлыста (мм)",
  amount: "Сумма (юань)",
  spec: "Формула",
  width: "Ширина (мм)",
  template: "Шаблон раскроя (мм)",
  height: "Высота (мм)",
  area: "Площадь (м²)",
  unit: "Ед.",
  unitPrice: "Цена за ед. (юань)",
  process: "Операция",
  category: "Категория",
  quantity: "Количество",
  yes: "Да",
  no: "Нет",
  processes: { drilling: "Сверление", drainage: "Дренаж", milling: "Фрезеровка" },
  categories: { quote: "Цена", cost: "Себестоимость", wage: "Работа", retailQuote: "Розничная цена" },
  totals: {
    profileLength: "Длина профиля (м)",
    profilePieces: "Заготовок профиля",
    profileWeight: "Вес профиля (кг)",
    glassArea: "Площадь стекла (м²)",
    glassWeight: "Вес стекла (кг)",
    glassPieces: "Стеклопакетов",
    material: "Материалы (юань)",
    quote: "Цена (юань)",
    cost: "Себестоимость (юань)",
    wage: "Работа (юань)",
    retailQuote: "Розничная цена (юань)",
  },
};

export const BOM_LABELS: Readonly<Record<Language, BomLabels>> = {
  "zh-CN": zhCN,
  "en-US": enUS,
  "vi-VN": viVN,
  "ru-RU": ruRU,
};
