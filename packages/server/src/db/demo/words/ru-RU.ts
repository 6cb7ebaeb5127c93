// The demo company's own words in ru-RU.
import type { DemoCompanyWords } from "./types.ts";

export const ruRU: DemoCompanyWords = {
  company: "Демо оконная фабрика",
  owner: "Иван Петрович",
  bank: "Демо-банк, отделение «Центральное»",
  workers: { cutter: "Сергей", assembler: "Алексей", fitter: "Николай" },
  positions: { profiles: "A-01 стеллаж профиля", leftovers: "B-01 стеллаж остатков" },
  supplier: "ООО «Южный алюминий»",
  customers: {
    settled: { name: "Иван Смирнов", address: "ул. Ленина, д. 12, кв. 8", source: "По рекомендации" },
    delivered: { name: "Анна Кузнецова", address: "ул. Садовая, д. 48, кв. 3", source: "Пришла в салон" },
    finished: { name: "Дмитрий Попов", address: "Набережная ул., д. 7", source: "Сайт" },
    production: { name: "Елена Соколова", address: "ул. Гагарина, д. 230", source: "По рекомендации" },
    deposit: { name: "Михаил Лебедев", address: "пер. Церковный, д. 5", source: "Пришёл в салон" },
    review: { name: "Ольга Козлова", address: "Вокзальная ул., д. 19", source: "Сайт" },
    agreement: { name: "Андрей Новиков", address: "ул. Парковая, д. 63", source: "По рекомендации" },
    intent: { name: "Мария Морозова", address: "ул. Мельничная, д. 2", source: "Сайт" },
    potential: { name: "Павел Волков", address: "ул. Мостовая, д. 88", source: "Выставка" },
    lost: { name: "Наталья Фёдорова", address: "ул. Вязовая, д. 14", source: "Сайт" },
  },
  notes: {
    lost: "Выбрала более дешёвое предложение",
    potential: "Ремонт весной; хочет окна с терморазрывом",
  },
  rooms: {
    living: "Гостиная",
    bedroom: "Спальня",
    kitchen: "Кухня",
    balcony: "Балкон",
    entrance: "Входная дверь",
    study: "Кабинет",
    bathroom: "Ванная",
  },
  quoteLines: { installation: "Монтаж", delivery: "Доставка", screens: "Москитные сетки" },
  followUps: {
    measured: "Замер на объекте; отправили расчёт на балкон",
    call: "Перезвонили: сравнивает с другой фабрикой, решит на следующей неделе",
    visit: "Был в салоне, понравился поворотно-откидной образец",
    lost: "Выбрала другого поставщика из-за цены",
  },
  returnVisit: "Установлено аккуратно, не дует; доволен монтажниками",
  payments: { deposit: "Предоплата", balance: "Окончательный расчёт", part: "Частичная оплата" },
  expenses: {
    rent: { payee: "ООО «Речная недвижимость»", note: "Аренда цеха" },
    power: { payee: "Горэнерго", note: "Электроэнергия" },
    glass: { payee: "ООО «Чистое стекло»", note: "Стеклопакеты" },
    transport: { payee: "Быстрая доставка", note: "Грузовик на доставку" },
    wages: { payee: "Рабочие цеха", note: "Зарплата" },
    hardware: { payee: "Еврофурнитура", note: "Поворотно-откидная фурнитура" },
  },
  purchaseNote: "Ежемесячный заказ профиля",
};
