// The demo company's own words in vi-VN.
import type { DemoCompanyWords } from "./types.ts";

export const viVN: DemoCompanyWords = {
  company: "Xưởng Cửa Mẫu",
  owner: "Anh Minh",
  bank: "Ngân hàng Mẫu, chi nhánh Quận 1",
  workers: { cutter: "Anh Tuấn", assembler: "Anh Hùng", fitter: "Anh Dũng" },
  positions: { profiles: "A-01 giá thanh nhôm", leftovers: "B-01 giá thanh thừa" },
  supplier: "Công ty Nhôm Miền Nam",
  customers: {
    settled: { name: "Nguyễn Văn An", address: "12 Lê Lợi, Quận 1", source: "Khách cũ giới thiệu" },
    delivered: { name: "Trần Thị Bình", address: "48 Hai Bà Trưng, Căn 3", source: "Đến cửa hàng" },
    finished: { name: "Lê Văn Cường", address: "7 Nguyễn Huệ", source: "Trang web" },
    production: { name: "Phạm Thị Dung", address: "230 Điện Biên Phủ", source: "Khách cũ giới thiệu" },
    deposit: { name: "Hoàng Văn Em", address: "5 Pasteur", source: "Đến cửa hàng" },
    review: { name: "Vũ Thị Hoa", address: "19 Cách Mạng Tháng Tám", source: "Trang web" },
    agreement: { name: "Đặng Văn Khoa", address: "63 Võ Văn Tần", source: "Khách cũ giới thiệu" },
    intent: { name: "Bùi Thị Lan", address: "2 Lý Tự Trọng", source: "Trang web" },
    potential: { name: "Đỗ Văn Minh", address: "88 Trần Hưng Đạo", source: "Hội chợ" },
    lost: { name: "Ngô Thị Nga", address: "14 Nam Kỳ Khởi Nghĩa", source: "Trang web" },
  },
  notes: {
    lost: "Chọn báo giá rẻ hơn",
    potential: "Sửa nhà vào mùa xuân; muốn cửa nhôm cầu cách nhiệt",
  },
  rooms: {
    living: "Phòng khách",
    bedroom: "Phòng ngủ chính",
    kitchen: "Nhà bếp",
    balcony: "Ban công",
    entrance: "Cửa chính",
    study: "Phòng làm việc",
    bathroom: "Phòng tắm",
  },
  quoteLines: { installation: "Lắp đặt", delivery: "Vận chuyển", screens: "Lưới chống muỗi" },
  followUps: {
    measured: "Đã đo tại nhà; đã gửi báo giá cửa trượt ban công",
    call: "Gọi lại: đang so sánh với xưởng khác, tuần sau quyết định",
    visit: "Đến phòng trưng bày, thích mẫu cửa mở quay lật",
    lost: "Chọn nhà cung cấp khác vì giá",
  },
  returnVisit: "Lắp gọn gàng, kín gió; hài lòng với thợ lắp",
  payments: { deposit: "Đặt cọc", balance: "Thanh toán phần còn lại", part: "Thanh toán một phần" },
  expenses: {
    rent: { payee: "Công ty Bất động sản Sông Xanh", note: "Tiền thuê xưởng" },
    power: { payee: "Điện lực Thành phố", note: "Tiền điện" },
    glass: { payee: "Kính Trong Sáng", note: "Kính hộp" },
    transport: { payee: "Vận tải Nhanh", note: "Xe giao hàng" },
    wages: { payee: "Công nhân xưởng", note: "Tiền lương" },
    hardware: { payee: "Phụ kiện Châu Âu", note: "Bộ phụ kiện mở quay lật" },
  },
  purchaseNote: "Đơn thanh nhôm hằng tháng",
};
