// An amount in Chinese capital numerals (大写金额), as Chinese contracts, invoices and cheques
// write it, following the People's Bank of China rules for filling in settlement documents
// (正确填写票据和结算凭证的基本规定):
// - 壹贰叁… with 拾佰仟 inside a group of four digits and 万, 亿, 万亿 between groups; ten is
//   壹拾 (壹拾万, never 拾万);
// - one 零 wherever zeros stand between non-zero digits, however many (6007.14 → 陆仟零柒元
//   壹角肆分; 100700 → 壹拾万零柒佰元整); none for zeros at the end of a group or number;
// - 元 then 整 when there are no 角 and 分; 零 after 元 when 角 is 0 and 分 is not (325.04 →
//   叁佰贰拾伍元零肆分); where the rules allow both forms (元位 0 before 角: 1680.32) the one
//   without 零 is written (壹仟陆佰捌拾元叁角贰分), and no 整 after 角 or 分.
// The currency word (人民币) is the caller's to print before it.

const DIGITS = ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"] as const;
const PLACES = ["", "拾", "佰", "仟"] as const;
/** Units of the groups of four digits, lowest first: 1, 10⁴, 10⁸, 10¹². */
const GROUPS = ["", "万", "亿", "万亿"] as const;

const digit = (d: number) => DIGITS[d] ?? "";

/** A group of up to four digits (1–9999) with a single 零 between non-zero digits. */
function groupText(value: number): string {
  let out = "";
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(value / 10 ** place) % 10;
    if (d === 0) {
      if (out !== "") zero = true;
      continue;
    }
    if (zero) out += "零";
    zero = false;
    out += digit(d) + PLACES[place];
  }
  return out;
}

/** The whole yuan (≥ 1) in capital numerals, without 元. */
function yuanText(yuan: number): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = "";
  let zero = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] ?? 0;
    if (g === 0) {
      if (out !== "") zero = true;
      continue;
    }
    // A zero group before, or this group's thousands digit being 0, puts one 零 here.
    if (out !== "" && (zero || g < 1000)) out += "零";
    zero = false;
    out += groupText(g) + GROUPS[i];
  }
  return out;
}

/**
 * `fen` (an integer ≥ 0, at most Number.MAX_SAFE_INTEGER) in Chinese capital numerals:
 * 1234567 → 壹万贰仟叁佰肆拾伍元陆角柒分; 10000000 → 壹拾万元整; 50 → 伍角; 0 → 零元整.
 */
export function chineseCapitalAmount(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new RangeError(`chineseCapitalAmount: not a whole, non-negative number of fen: ${fen}`);
  }
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (jiao === 0 && cents === 0) return yuan === 0 ? "零元整" : `${yuanText(yuan)}元整`;
  let out = yuan === 0 ? "" : `${yuanText(yuan)}元`;
  if (jiao > 0) out += `${digit(jiao)}角`;
  else if (yuan > 0) out += "零";
  if (cents > 0) out += `${digit(cents)}分`;
  return out;
}
