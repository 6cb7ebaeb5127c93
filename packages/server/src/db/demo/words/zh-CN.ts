// The demo company's own words in zh-CN (the demo company's language).
import type { DemoCompanyWords } from "./types.ts";

export const zhCN: DemoCompanyWords = {
  company: "示范门窗厂",
  owner: "张厂长",
  bank: "示范银行城东支行",
  workers: { cutter: "王师傅", assembler: "李师傅", fitter: "赵师傅" },
  positions: { profiles: "A-01 型材架", leftovers: "B-01 余料架" },
  supplier: "华南铝业有限公司",
  customers: {
    settled: { name: "王建国", address: "锦绣花园 12 栋 801 室", source: "老客户介绍" },
    delivered: { name: "李秀英", address: "滨江壹号 3 栋 1502 室", source: "门店到访" },
    finished: { name: "张伟", address: "阳光小区 7 号楼 2 单元 301 室", source: "网络咨询" },
    production: { name: "陈静", address: "翠湖山庄 B 区 23 号", source: "老客户介绍" },
    deposit: { name: "刘洋", address: "东城国际 5 栋 1103 室", source: "门店到访" },
    review: { name: "赵敏", address: "金桂园 19 栋 602 室", source: "网络咨询" },
    agreement: { name: "孙浩", address: "江南名府 6 栋 3 单元 1201 室", source: "老客户介绍" },
    intent: { name: "周婷", address: "新华路 2 号院 4 号楼 502 室", source: "网络咨询" },
    potential: { name: "吴磊", address: "御景湾 8 栋 1801 室", source: "建材展会" },
    lost: { name: "郑丽", address: "桃源居 14 栋 702 室", source: "网络咨询" },
  },
  notes: {
    lost: "选择了报价更低的厂家",
    potential: "春季装修，想要断桥铝窗",
  },
  rooms: {
    living: "客厅",
    bedroom: "主卧",
    kitchen: "厨房",
    balcony: "阳台",
    entrance: "入户门",
    study: "书房",
    bathroom: "卫生间",
  },
  quoteLines: { installation: "安装费", delivery: "运输费", screens: "纱窗" },
  followUps: {
    measured: "已上门测量，阳台推拉窗报价已发送",
    call: "电话回访：在和另一家厂比较，下周决定",
    visit: "到展厅看样，喜欢内开内倒样窗",
    lost: "因价格选择了其他厂家",
  },
  returnVisit: "安装干净，密封好不漏风，对安装师傅很满意",
  payments: { deposit: "定金", balance: "尾款", part: "部分付款" },
  expenses: {
    rent: { payee: "城东物业", note: "车间租金" },
    power: { payee: "市供电局", note: "电费" },
    glass: { payee: "明亮玻璃厂", note: "中空玻璃" },
    transport: { payee: "快运物流", note: "送货车费" },
    wages: { payee: "车间工人", note: "工资" },
    hardware: { payee: "欧标五金", note: "内开内倒五金套装" },
  },
  purchaseNote: "本月型材采购",
};
