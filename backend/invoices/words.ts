/**
 * Money in figures and in words as Indian invoices print them: Indian digit grouping (12,34,567.89) and words in
 * lakh and crore for rupees ("Rupees Twelve Lakh Thirty-Four Thousand ... and Eighty-Nine Paise Only"); export
 * currencies in thousand / million with their own unit names.
 */

const ONES = [
  "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
  "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
]; // prettier-ignore
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0..99 in words ('Forty-Two'). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ""}`;
}

/** 1..999 in words ('Five Hundred Six'); '' for 0. */
function belowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  if (n % 100) parts.push(belowHundred(n % 100));
  return parts.join(" ");
}

/** A whole number in words with Indian scales: 1,23,45,678 -> 'One Crore Twenty-Three Lakh Forty-Five Thousand ...'. */
export function indianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("indianWords takes a non-negative integer");
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  let rest = n % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest % 1000) parts.push(belowThousand(rest % 1000));
  return parts.join(" ");
}

/** A whole number in words with international scales (thousand, million, billion). */
export function internationalWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError("internationalWords takes a non-negative integer");
  if (n === 0) return "Zero";
  const scales = ["", " Thousand", " Million", " Billion", " Trillion"];
  const parts: string[] = [];
  for (let i = 0, rest = n; rest > 0; i += 1, rest = Math.floor(rest / 1000)) {
    const chunk = rest % 1000;
    if (chunk) parts.unshift(`${belowThousand(chunk)}${scales[i]}`);
  }
  return parts.join(" ");
}

/** How a currency is named in words: major and minor unit. */
const CURRENCY_WORDS: Record<string, [major: string, minor: string]> = {
  INR: ["Rupees", "Paise"],
  USD: ["US Dollars", "Cents"],
  AED: ["UAE Dirhams", "Fils"],
  SAR: ["Saudi Riyals", "Halalas"],
};

/** An amount in minor units (paise, cents) in words: 'Rupees Seventy-Three Thousand ... and Fifty Paise Only'. */
export function amountInWords(minor: number, currency: string): string {
  const [major, cents] = CURRENCY_WORDS[currency] ?? [currency, "Cents"];
  const words = currency === "INR" ? indianWords : internationalWords;
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return `${major} ${words(whole)}${fraction ? ` and ${belowHundred(fraction)} ${cents}` : ""} Only`;
}

/** Groups digits the Indian way: '1234567' -> '12,34,567'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * A minor-unit amount as printed in the invoice's figures: '73,589.00' (Indian grouping for INR, 1,234,567.89
 * otherwise), a minus sign for negatives. No currency symbol: the column headings carry it.
 */
export function formatAmount(minor: number, currency = "INR"): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100));
  const grouped = currency === "INR" ? groupIndian(whole) : whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}.${String(abs % 100).padStart(2, "0")}`;
}

/** Milligrams (or milli-carats) as grams (carats) with 3 decimals: 4920 -> '4.920'. */
export function formatMilli(milli: number): string {
  return (milli / 1000).toFixed(3);
}
