// The read API at /api/graphql (SPEC §7): contracts, orders, quote items and customers, each
// resolved through the same services — and so the same tenancy and permission checks — as REST.
/** What an order in a list and an order with its windows both say of it. */
const orderFields = /* GraphQL */ `
    id: Int!
    orderNo: String!
    kind: String!
    contractId: Int
    customer: String
    amount: Int!
    area: Float!`;

export const schema = /* GraphQL */ `
  type Order {${orderFields}
    itemCount: Int!
    createdAt: String!
  }
  type OrderItem {
    id: Int!
    windowNo: String!
    width: Float!
    height: Float!
    count: Int!
    area: Float!
    price: Int!
    amount: Int!
    origin: String!
    version: Int!
    hasPicture: Boolean!
  }
  type OrderDetail {${orderFields}
    items: [OrderItem!]!
  }
  type QuoteItem {
    id: Int!
    name: String!
    price: Int!
    count: Int!
    length: Float!
    discountPercent: Float!
    note: String!
    amount: Int!
    version: Int!
  }
  type Contract {
    id: Int!
    contractNo: String!
    customer: String!
    phone: String!
    address: String!
    customerId: Int
    type: String!
    status: String!
    amount: Int!
    area: Float!
    discountPercent: Float!
    orderDate: String
    confirmed: Boolean!
    customerConfirm: String!
    createdAt: String!
    version: Int!
  }
  type ContractDetail {
    id: Int!
    contractNo: String!
    customer: String!
    customerId: Int
    status: String!
    amount: Int!
    baseAmount: Int!
    agencyAmount: Int
    collected: Int!
    balance: Int!
    events: [String!]!
    orders: [Order!]!
    quoteItems: [QuoteItem!]!
    version: Int!
  }
  type Customer {
    id: Int!
    name: String!
    phone: String!
    type: String!
    address: String!
    note: String!
    source: String!
    ownerId: Int
    ownerName: String
    track: String!
    nextFollowUp: String
    createdAt: String!
    version: Int!
  }
  type CustomerPage {
    items: [Customer!]!
    total: Int!
  }
  type ContractPage {
    items: [Contract!]!
    total: Int!
  }
  type OrderPage {
    items: [Order!]!
    total: Int!
  }
  type Query {
    contracts(page: Int = 1, pageSize: Int = 20, status: String, q: String): ContractPage!
    contract(id: Int!): ContractDetail!
    orders(page: Int = 1, pageSize: Int = 20, status: String, q: String, contractId: Int): OrderPage!
    order(id: Int!): OrderDetail!
    quoteItems(contractId: Int!): [QuoteItem!]!
    customers(page: Int, pageSize: Int, q: String, type: String, track: String, owner: Int): CustomerPage!
  }
`;
