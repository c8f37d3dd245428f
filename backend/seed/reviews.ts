/**
 * Customer reviews: about 60% of products get 1-12 reviews, ratings skewed positive, written in the voice of
 * shoppers from India, the UAE and the USA. Titles and texts match the rating. All wording is the project's own.
 */
import type { CategorySlug } from "../media/spec";
import { REVIEW_PHOTO_COUNT, reviewPhotoPath } from "../media/spec";
import { createRng, SEED_BASE_DATE, seedTimestamp } from "./random";

/** A reviews row before insertion (product id already resolved). */
export interface ReviewRow {
  productId: number;
  userName: string;
  rating: number;
  title: string;
  body: string;
  imageUrl: string;
  updatedAt: Date;
}

const REVIEWERS = [
  "Anjali Menon",
  "Rahul Sharma",
  "Priya Nair",
  "Deepa Krishnan",
  "Sneha Iyer",
  "Arun Kumar",
  "Lakshmi Pillai",
  "Meera Varma",
  "Neha Gupta",
  "Kavitha Raghavan",
  "Fathima Rasheed",
  "Shabna Ashraf",
  "Divya Suresh",
  "Rohan Mehta",
  "Pooja Desai",
  "Ritu Agarwal",
  "Swathi Reddy",
  "Harini Venkat",
  "Aswathy Mohan",
  "Gayathri Das",
  "Sajna Basheer",
  "Vidya Hegde",
  "Nisha Joseph",
  "Ann Mary Thomas",
  "Jincy George",
  "Reshma Kurian",
  "Tanvi Kulkarni",
  "Sakshi Jain",
  "Ishaan Malhotra",
  "Manpreet Kaur",
  "Simran Gill",
  "Ayesha Siddiqui",
  "Zainab Qureshi",
  "Farhan Khan",
  "Bindu Sasi",
  "Revathi Sundar",
  "Keerthana Balaji",
  "Madhuri Joshi",
  "Sowmya Rao",
  "Arjun Nambiar",
  "Vishnu Prasad",
  "Sreelakshmi Unni",
  "Athira Gopan",
  "Nikhil Chandran",
  "Shalini Bose",
  "Moumita Sen",
  "Parvathy Ajith",
  "Fatima Al Mansoori",
  "Mariam Al Hashimi",
  "Noura Al Suwaidi",
  "Aisha Al Marzouqi",
  "Hessa Al Falasi",
  "Layla Haddad",
  "Rania Nasser",
  "Omar Abdullah",
  "Yousef Al Rashid",
  "Sara Al Qasimi",
  "Huda Saleh",
  "Shereen Thomas",
  "Jasmine Varghese",
  "Reena Mathew",
  "Biju Abraham",
  "Sunitha Philip",
  "Mohammed Riyas",
  "Jennifer Thomas",
  "Emily Carter",
  "Sarah Mitchell",
  "Rachel Kim",
  "Olivia Brooks",
  "Megan Patel",
  "Jessica Rao",
  "Ashley Fernandes",
  "Lauren D'Souza",
  "Priyanka Shah",
  "Ananya Krishnamurthy",
  "Sonia Kapoor",
  "Kiran Patel",
  "Vikram Iyengar",
  "Nandini Srinivasan",
  "Michelle Nair",
  "Daniel Joseph",
  "Hannah George",
];

const TITLES: Record<number, string[]> = {
  5: [
    "Absolutely stunning",
    "Worth every rupee",
    "Better than the pictures",
    "Perfect gift",
    "Beautiful finish",
    "Exactly as shown",
    "My new favourite",
    "Lovely sparkle",
    "Superb craftsmanship",
    "She loved it",
    "Elegant and light",
    "Could not be happier",
  ],
  4: [
    "Very pretty",
    "Good quality",
    "Nice design, runs a little small",
    "Happy with the purchase",
    "Lovely, delivery took a while",
    "Great value",
    "Elegant piece",
    "Pretty and well made",
  ],
  3: [
    "Decent",
    "Okay for the price",
    "Smaller than expected",
    "Average finish",
    "Nice but pricey",
    "It is fine",
  ],
  2: [
    "Not quite as pictured",
    "Disappointed with the size",
    "Finish could be better",
    "Expected more sparkle",
  ],
  1: ["Poor experience", "A stone came loose", "Not worth it", "Wrong size delivered"],
};

/** Review bodies; `{noun}` is what the shopper bought ("ring", "earrings") and `{it}` its pronoun. */
const BODIES: Record<number, string[]> = {
  5: [
    "The {noun} looks even better in person. The diamonds catch the light beautifully and the finish is flawless.",
    "Bought this for my wife on our anniversary and she has not taken {it} off since. Packaging was lovely too.",
    "I was nervous about buying jewellery online, but the certificate and hallmark were all there. Very happy.",
    "Wore {it} to my cousin's wedding and got so many compliments. Light, comfortable and really well made.",
    "Exactly what I wanted for daily wear. It sits perfectly and does not snag on my clothes.",
    "Delivered to Dubai within a week, fully insured. The quality is as good as the showroom pieces back home.",
    "Gifted {it} to my mother for Onam. She says it is the prettiest thing she owns now.",
    "The try at home visit helped me pick the right size. The {noun} fits perfectly and looks elegant.",
    "Clean work, even the back is neatly finished. You can tell it was made with care.",
    "Ordered from New Jersey for my sister's engagement. Arrived safely and she was thrilled.",
  ],
  4: [
    "Pretty {noun} and good value for the weight. Took a day longer than promised to arrive.",
    "Looks lovely, though slightly smaller than it appeared in the photos. Still very happy with it.",
    "Good quality and the hallmark is clearly stamped. Would have liked a nicer box.",
    "Nice sparkle for the price. I exchanged the size once and the process was smooth.",
    "Elegant design that works for office and weddings alike. Only wish it came in more colours.",
    "The {noun} is beautiful. Customer care was helpful when I asked about the certificate.",
  ],
  3: [
    "The {noun} is nice but a little lighter than I expected for the price.",
    "Decent piece. The polish could be better on the inner side.",
    "It is okay. Looks good from a distance but the stones are very small up close.",
    "Delivery was quick, but the size chart confused me and I had to exchange {it}.",
  ],
  2: [
    "The colour of the gold looked different from the website. Not what I expected.",
    "One of the prongs was slightly bent on arrival. Customer care is looking into it.",
    "Too small for the price I paid. The pictures make {it} look much bigger.",
  ],
  1: [
    "A stone fell out within two weeks. I have raised a complaint and am waiting for a reply.",
    "Received the wrong size and the exchange is taking far too long.",
    "Very disappointed. The finish was rough and I returned {it} the same day.",
  ],
};

const NOUNS: Record<CategorySlug, [noun: string, it: string]> = {
  rings: ["ring", "it"],
  earrings: ["earrings", "them"],
  pendants: ["pendant", "it"],
  necklaces: ["necklace", "it"],
  bangles: ["bangle", "it"],
  bracelets: ["bracelet", "it"],
  chains: ["chain", "it"],
  mangalsutra: ["mangalsutra", "it"],
  "nose-pins": ["nose pin", "it"],
  solitaires: ["solitaire", "it"],
  "gold-coins": ["coin", "it"],
};

const REVIEWED_SHARE = 0.6;
const PHOTO_SHARE = 0.15;
const DAY_MS = 86_400_000;

/**
 * Builds the review rows for the given products (id, category and creation time). Reviews are dated between
 * three days after the product appeared and SEED_BASE_DATE; products newer than that get none.
 */
export function generateReviews(
  products: { id: number; category: CategorySlug; createdAt: Date }[],
): ReviewRow[] {
  const rng = createRng("reviews");
  const rows: ReviewRow[] = [];
  for (const p of products) {
    const productDaysAgo = Math.floor((SEED_BASE_DATE.getTime() - p.createdAt.getTime()) / DAY_MS);
    if (!rng.chance(REVIEWED_SHARE) || productDaysAgo < 4) continue;
    const count = 1 + Math.floor(11 * Math.pow(rng.next(), 2.2));
    const [noun, it] = NOUNS[p.category];
    for (const userName of rng.sample(REVIEWERS, count)) {
      const rating = rng.weighted([5, 4, 3, 2, 1], [55, 25, 10, 5, 5]);
      const body = rng
        .pick(BODIES[rating] ?? [])
        .replaceAll("{noun}", noun)
        .replaceAll("{it}", it);
      // Happy customers post photos; unhappy ones rarely do.
      const withPhoto = rating >= 3 && rng.chance(PHOTO_SHARE / 0.9);
      rows.push({
        productId: p.id,
        userName,
        rating,
        title: rng.pick(TITLES[rating] ?? []),
        body,
        imageUrl: withPhoto ? reviewPhotoPath(rng.int(0, REVIEW_PHOTO_COUNT - 1)) : "",
        updatedAt: seedTimestamp(rng.int(0, productDaysAgo - 3), rng.int(0, 1439)),
      });
    }
  }
  return rows;
}
