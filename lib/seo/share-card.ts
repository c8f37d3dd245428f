import "server-only";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";

/**
 * The picture a shared product link unfurls with (WhatsApp, LinkedIn, X, Slack): a 1200x630 JPEG, the size and
 * type every messaging app shows as a large preview (they skip WebP). The product photo fills the left square;
 * the right panel carries the shop's name, the product's name and the price to pay (the pre-discount price struck
 * through beside it), large enough to read in a phone's chat bubble.
 *
 * Text is set by sharp (Pango) in the DejaVu fonts of the `dejavu-fonts-ttf` package, named by file, so the card
 * looks the same on a server with no fonts installed; DejaVu has the ₹ sign.
 */

/** Width and height of the card, px (Open Graph's recommended 1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What the card shows: display strings, formatted by the caller (formatPrice). */
export interface ShareCardContent {
  /** product name as the store names it */
  name: string;
  /** the price to pay, formatted (`₹54,000`) */
  price: string;
  /** the pre-discount price, formatted, when the product is on discount */
  originalPrice?: string;
  /** the product photo (any format sharp reads), or null for a card without one */
  photo: Buffer | null;
}

/**
 * The fonts are read from the package's folder under the server's working directory (the app's root, also in the
 * standalone output, where next.config.ts traces them in): a bundled server module has no path of its own to
 * resolve a package from.
 */
const FONT_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "node_modules",
  "dejavu-fonts-ttf",
  "ttf",
);
const SERIF = path.join(FONT_DIR, "DejaVuSerif.ttf");
const SANS = path.join(FONT_DIR, "DejaVuSans.ttf");
const SANS_BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

/** Colours of the site's theme (app/globals.css): ivory ground, ink text, brand maroon, gold rule, pale brand. */
const IVORY = "#fbf8f3";
const INK = "#1f1a1c";
const MUTED = "#6b6266";
const BRAND = "#6e1f3e";
const GOLD = "#ab852f";
const PALE = "#f4e1e8";

const { width: W, height: H } = SHARE_CARD_SIZE;
/** The photo is a square as high as the card; the text panel is what is left, with a margin. */
const PHOTO = H;
const MARGIN = 56;
const PANEL_X = PHOTO + MARGIN;
const PANEL_W = W - PANEL_X - MARGIN;
/** The name may take this much height; a longer name is set smaller until it fits. */
const NAME_BOX_H = 260;

/** Pango markup escaping: product names are store data and may hold `&` or `<`. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

interface TextBlock {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * One block of text as a transparent PNG: wrapped at `width` px when given (between words, inside a word only when
 * it is wider than the line), one line otherwise; `height` makes sharp pick the largest size that fits the box.
 */
async function text(
  markup: string,
  font: string,
  fontfile: string,
  width?: number,
  height?: number,
): Promise<TextBlock> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font,
      fontfile,
      width,
      height,
      wrap: "word-char",
      rgba: true,
      dpi: height ? undefined : 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The name at 44 px, or smaller when that would take more than NAME_BOX_H (a very long name). */
async function nameBlock(name: string): Promise<TextBlock> {
  const markup = `<span foreground="${INK}">${escapeMarkup(name)}</span>`;
  const natural = await text(markup, "DejaVu Serif 44", SERIF, PANEL_W);
  return natural.height <= NAME_BOX_H && natural.width <= PANEL_W
    ? natural
    : text(markup, "DejaVu Serif", SERIF, PANEL_W, NAME_BOX_H);
}

/** One line (a price) at `size` px, set smaller when it would be wider than the panel; never wrapped. */
async function lineBlock(markup: string, family: string, fontfile: string, size: number): Promise<TextBlock> {
  const natural = await text(markup, `${family} ${size}`, fontfile);
  if (natural.width <= PANEL_W) return natural;
  return text(markup, `${family} ${Math.floor((size * PANEL_W) / natural.width)}`, fontfile);
}

/** The photo cropped to the left square; the brand's pale ground when there is none or it cannot be read. */
async function photoLayer(photo: Buffer | null): Promise<OverlayOptions> {
  try {
    if (photo)
      return { input: await sharp(photo).resize(PHOTO, PHOTO, { fit: "cover" }).toBuffer(), left: 0, top: 0 };
  } catch {
    // an unreadable photo: the card is still worth sending with its name and price
  }
  return {
    input: { create: { width: PHOTO, height: PHOTO, channels: 3, background: PALE } },
    left: 0,
    top: 0,
  };
}

/**
 * Draws the share card.
 * @returns JPEG bytes, 1200x630, no metadata
 */
export async function drawShareCard(content: ShareCardContent): Promise<Buffer> {
  const [photo, shop, name, price, original] = await Promise.all([
    photoLayer(content.photo),
    text(
      `<span foreground="${GOLD}" letter_spacing="3072">SWA DIAMONDS</span>`,
      "DejaVu Sans 22",
      SANS,
      PANEL_W,
    ),
    nameBlock(content.name),
    lineBlock(
      `<span foreground="${BRAND}">${escapeMarkup(content.price)}</span>`,
      "DejaVu Sans Bold",
      SANS_BOLD,
      60,
    ),
    content.originalPrice
      ? lineBlock(
          `<span foreground="${MUTED}" strikethrough="true">${escapeMarkup(content.originalPrice)}</span>`,
          "DejaVu Sans",
          SANS,
          32,
        )
      : null,
  ]);
  const shopTop = 72;
  const ruleTop = shopTop + shop.height + 20;
  const nameTop = ruleTop + 36;
  const priceTop = H - 72 - price.height;
  // The struck-through price sits beside the price when there is room, else on a line above it.
  const besides = original && price.width + 24 + original.width <= PANEL_W;
  const originalLayer: OverlayOptions[] = !original
    ? []
    : besides
      ? [
          {
            input: original.input,
            left: PANEL_X + price.width + 24,
            top: priceTop + price.height - original.height - 4,
          },
        ]
      : [{ input: original.input, left: PANEL_X, top: priceTop - original.height - 8 }];
  return sharp({ create: { width: W, height: H, channels: 3, background: IVORY } })
    .composite([
      photo,
      { input: shop.input, left: PANEL_X, top: shopTop },
      {
        input: { create: { width: 96, height: 4, channels: 3, background: GOLD } },
        left: PANEL_X,
        top: ruleTop,
      },
      { input: name.input, left: PANEL_X, top: nameTop },
      { input: price.input, left: PANEL_X, top: priceTop },
      ...originalLayer,
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
