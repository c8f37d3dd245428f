/**
 * Showrooms in India and the UAE. Street addresses and phone numbers are invented for the reference store;
 * coordinates are the real neighbourhoods, in micro-degrees (degrees x 1,000,000), for distance sorting.
 */

/** An outlets row before insertion. */
export interface OutletRow {
  name: string;
  location: string;
  address: string;
  phoneNumber: string;
  countryCode: string;
  latMicro: number;
  lngMicro: number;
}

const OUTLETS: [
  name: string,
  location: string,
  address: string,
  phone: string,
  country: string,
  lat: number,
  lng: number,
][] = [
  [
    "SWA Diamonds MG Road",
    "Kochi, Kerala",
    "Ground Floor, Pallath Arcade, 41/2210 MG Road, Ravipuram, Kochi 682016",
    "+91 484 235 8810",
    "IN",
    9.9716,
    76.2852,
  ],
  [
    "SWA Diamonds Round West",
    "Thrissur, Kerala",
    "Swaraj Round West, near Regional Theatre, Thrissur 680001",
    "+91 487 242 6615",
    "IN",
    10.5261,
    76.2129,
  ],
  [
    "SWA Diamonds Mavoor Road",
    "Kozhikode, Kerala",
    "6/1142 Mavoor Road, opposite KSRTC Terminal, Kozhikode 673004",
    "+91 495 276 4402",
    "IN",
    11.2577,
    75.7893,
  ],
  [
    "SWA Diamonds Statue",
    "Thiruvananthapuram, Kerala",
    "TC 25/1781 MG Road, Statue Junction, Thiruvananthapuram 695001",
    "+91 471 247 3390",
    "IN",
    8.4994,
    76.9474,
  ],
  [
    "SWA Diamonds Jayanagar",
    "Bengaluru, Karnataka",
    "No. 312, 11th Main Road, 4th Block, Jayanagar, Bengaluru 560011",
    "+91 80 4128 6630",
    "IN",
    12.9279,
    77.583,
  ],
  [
    "SWA Diamonds T. Nagar",
    "Chennai, Tamil Nadu",
    "No. 58, North Usman Road, T. Nagar, Chennai 600017",
    "+91 44 2815 9044",
    "IN",
    13.0436,
    80.2362,
  ],
  [
    "SWA Diamonds RS Puram",
    "Coimbatore, Tamil Nadu",
    "212 DB Road, RS Puram, Coimbatore 641002",
    "+91 422 254 7718",
    "IN",
    11.0104,
    76.95,
  ],
  [
    "SWA Diamonds Andheri West",
    "Mumbai, Maharashtra",
    "Shop 4, Sunrise Plaza, SV Road, Andheri West, Mumbai 400058",
    "+91 22 2673 4412",
    "IN",
    19.1307,
    72.8409,
  ],
  [
    "SWA Diamonds Banjara Hills",
    "Hyderabad, Telangana",
    "Plot 8-2-293, Road No. 1, Banjara Hills, Hyderabad 500034",
    "+91 40 2335 8120",
    "IN",
    17.4138,
    78.4483,
  ],
  [
    "SWA Diamonds Gold Souk",
    "Dubai, UAE",
    "Shop 27, Sikkat Al Khail Road, Gold Souk, Deira, Dubai",
    "+971 4 226 7180",
    "AE",
    25.27,
    55.2979,
  ],
  [
    "SWA Diamonds Rolla",
    "Sharjah, UAE",
    "Al Arouba Street, Rolla Square, Al Ghuwair, Sharjah",
    "+971 6 562 3904",
    "AE",
    25.3569,
    55.3894,
  ],
  [
    "SWA Diamonds Hamdan Street",
    "Abu Dhabi, UAE",
    "Ground Floor, Al Masood Tower, Hamdan Bin Mohammed Street, Abu Dhabi",
    "+971 2 627 5531",
    "AE",
    24.4917,
    54.3704,
  ],
];

/** Outlet rows: India first (Kerala, then the metros), then the UAE. */
export const OUTLET_ROWS: OutletRow[] = OUTLETS.map(
  ([name, location, address, phoneNumber, countryCode, lat, lng]) => ({
    name,
    location,
    address,
    phoneNumber,
    countryCode,
    latMicro: Math.round(lat * 1_000_000),
    lngMicro: Math.round(lng * 1_000_000),
  }),
);
