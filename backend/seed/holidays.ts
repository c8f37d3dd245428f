/**
 * The store's own list of Indian public holidays of 2026 and 2027 on which it does not ship: the three national
 * holidays (Republic Day, Independence Day, Gandhi Jayanti) and the central government's widely observed festival
 * holidays with fixed or well-established dates (Holi and Diwali among them, which date-holidays does not type
 * `public`). Seeded as the operator's rows; later years come from date-holidays (backend/leads/holiday-refresh.ts),
 * and operators add regional or late-announced days to `public_holidays` themselves.
 */
export const PUBLIC_HOLIDAYS: { day: string; name: string }[] = [
  { day: "2026-01-26", name: "Republic Day" },
  { day: "2026-03-04", name: "Holi" },
  { day: "2026-04-03", name: "Good Friday" },
  { day: "2026-08-15", name: "Independence Day" },
  { day: "2026-10-02", name: "Gandhi Jayanti" },
  { day: "2026-11-08", name: "Diwali" },
  { day: "2026-12-25", name: "Christmas" },
  { day: "2027-01-26", name: "Republic Day" },
  { day: "2027-03-22", name: "Holi" },
  { day: "2027-03-26", name: "Good Friday" },
  { day: "2027-08-15", name: "Independence Day" },
  { day: "2027-10-02", name: "Gandhi Jayanti" },
  { day: "2027-10-29", name: "Diwali" },
  { day: "2027-12-25", name: "Christmas" },
];
