/**
 * FAQ entries (login and account, account necessity, editing account
 * details, forgotten password; plus delivery, returns, certification, trial at home). Plain text, so the same
 * words feed the page and its FAQPage JSON-LD.
 */
export interface FaqEntry {
  id: string;
  question: string;
  /** paragraphs of the answer */
  answer: string[];
  /** optional follow-up link under the answer */
  link?: { href: string; label: string };
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: "Account",
    entries: [
      {
        id: "login",
        question: "How do I log in or create an account?",
        answer: [
          "Select the account icon at the top of any page and enter your email address, or your mobile number if you shop from India. We send you a one-time password (OTP); enter it and you are signed in.",
          "If we do not find an account for what you entered, the sign-up form opens with it already filled in: add your name and title and you are done. You can also continue with Google or Facebook.",
        ],
      },
      {
        id: "need-account",
        question: "Do I need an account to shop?",
        answer: [
          "No account is needed to browse, search, check delivery to your pincode, or buy a single piece directly: checkout confirms your details with a one-time password.",
          "An account lets you keep a wishlist and a cart, book a free trial at home, track and cancel orders, write reviews and use your SWA wallet and exchange wallet.",
        ],
      },
      {
        id: "edit-account",
        question: "How do I change my name, email or mobile number?",
        answer: [
          "Open My Profile from the account menu. Edit your full name, email or mobile number, upload a new photo if you like, and choose Save Changes.",
          "If you change your email or mobile number, sign in again with the new one the next time you log in.",
        ],
      },
      {
        id: "forgot-password",
        question: "I forgot my password. What should I do?",
        answer: [
          "There is no password to forget. Every sign-in uses a fresh one-time password sent to your email or phone. If it does not arrive, wait for the 60-second timer and choose Resend.",
        ],
      },
    ],
  },
  {
    title: "Orders & delivery",
    entries: [
      {
        id: "delivery",
        question: "How long does delivery take, and what does it cost?",
        answer: [
          "Shipping is free on every order. Most pieces are delivered within 3 to 5 days; enter your pincode on any product page to see the delivery estimate for your address.",
        ],
      },
      {
        id: "countries",
        question: "Which countries do you serve, and in which currency do I pay?",
        answer: [
          "We show prices for India, the United States, the United Arab Emirates and Saudi Arabia: pick your country with the flag at the top of the page. Prices are displayed in your currency and payments are processed in Indian rupees.",
        ],
      },
    ],
  },
  {
    title: "Returns, exchange & buyback",
    entries: [
      {
        id: "returns",
        question: "Can I return a piece?",
        answer: ["Yes. Return it within 15 days of delivery and we refund 100% of what you paid."],
        link: { href: "/return/policy", label: "Read the full return policy" },
      },
      {
        id: "exchange-buyback",
        question: "How do lifetime exchange and buyback work?",
        answer: [
          "Any time after the first 15 days you can exchange a piece for a new design or sell it back to us. For pieces bought online or at the same outlet, exchange deducts 5% and buyback 10% of the MRP; for pieces bought at another outlet, 10% and 20%.",
        ],
        link: { href: "/return/policy", label: "See deductions and conditions" },
      },
    ],
  },
  {
    title: "Quality & services",
    entries: [
      {
        id: "certification",
        question: "Is your jewellery certified?",
        answer: [
          "Yes. Diamond jewellery comes with a certificate from IGI or GIA, and gold is BIS hallmarked with a six-character HUID that you can verify yourself on the BIS Care app.",
        ],
      },
      {
        id: "trial-at-home",
        question: "What is Trial at Home?",
        answer: [
          "Add up to five designs to your trial cart, choose a day within the next six days and a time between 10:00 AM and 3:00 PM, and our consultant brings them to your home. The service is free and there is nothing to pay at booking.",
        ],
      },
      {
        id: "see-in-person",
        question: "Can I see a piece in person or talk to an expert?",
        answer: [
          "Visit any of our outlets, open from 10:00 AM to 10:00 PM, or book a visit from the outlets page. You can also request a video call from a product page; we call you back within 30 minutes.",
        ],
        link: { href: "/product/outlets", label: "Find an outlet" },
      },
    ],
  },
];
