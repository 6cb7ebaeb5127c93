// The demo company's own words in en-US (its name, people, customers, notes): the reference the
// other languages' tables are typed against (types.ts). Its series are named by core's demo words.

export const enUS = {
  company: "Demo Window Factory",
  /** The main account's nickname. */
  owner: "Demo",
  bank: "Demo Bank",
  workers: { cutter: "Tom Wang", assembler: "Ben Li", fitter: "Sam Zhao" },
  positions: { profiles: "A-01 profile rack", leftovers: "B-01 leftover rack" },
  supplier: "Southern Aluminium Co.",
  customers: {
    settled: { name: "Oliver Smith", address: "12 Oak Street, Riverside", source: "Referral" },
    delivered: { name: "Emma Johnson", address: "48 Maple Avenue, Flat 3", source: "Walk-in" },
    finished: { name: "Liam Brown", address: "7 Harbour Road", source: "Website" },
    production: { name: "Sophia Wilson", address: "230 Hill Lane", source: "Referral" },
    deposit: { name: "Noah Taylor", address: "5 Church Close", source: "Walk-in" },
    review: { name: "Ava Davies", address: "19 Station Road", source: "Website" },
    agreement: { name: "James Evans", address: "63 Park View", source: "Referral" },
    intent: { name: "Mia Thomas", address: "2 Mill Street", source: "Website" },
    potential: { name: "Lucas Roberts", address: "88 Bridge Street", source: "Trade fair" },
    lost: { name: "Grace Walker", address: "14 Elm Grove", source: "Website" },
  },
  notes: {
    lost: "Went with a cheaper quote",
    potential: "Renovating in spring; wants thermal-break windows",
  },
  rooms: {
    living: "Living room",
    bedroom: "Master bedroom",
    kitchen: "Kitchen",
    balcony: "Balcony",
    entrance: "Front door",
    study: "Study",
    bathroom: "Bathroom",
  },
  quoteLines: { installation: "Installation", delivery: "Delivery", screens: "Fly screens" },
  followUps: {
    measured: "Measured on site; sent the quote for the balcony",
    call: "Called back: comparing with another factory, decides next week",
    visit: "Came to the showroom, liked the tilt-turn sample",
    lost: "Chose another supplier on price",
  },
  returnVisit: "Fitted cleanly, no draughts; happy with the installers",
  payments: { deposit: "Deposit", balance: "Balance", part: "Part payment" },
  expenses: {
    rent: { payee: "Riverside Estates", note: "Workshop rent" },
    power: { payee: "City Power", note: "Electricity" },
    glass: { payee: "Clearview Glass", note: "Insulating glass units" },
    transport: { payee: "Quick Haul", note: "Delivery truck" },
    wages: { payee: "Workshop staff", note: "Wages" },
    hardware: { payee: "Euro Hardware", note: "Tilt-turn hardware sets" },
  },
  purchaseNote: "Monthly profile order",
};
