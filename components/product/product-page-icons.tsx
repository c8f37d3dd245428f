import type { ReactNode } from "react";
import {
  ChevronDown,
  Gem,
  Home,
  LocateFixed,
  MapPin,
  Play,
  Ruler,
  Share2,
  ShoppingBag,
  Truck,
  Video,
} from "lucide-react";

/** Decorative icons of the delivery block, drawn by the server (see {@link productPageIcons}). */
export interface DeliveryIcons {
  truck: ReactNode;
  locate: ReactNode;
}

/** Decorative icons of the product gallery: a video thumbnail's badge and the empty frame's mark. */
export interface GalleryIcons {
  play: ReactNode;
  empty: ReactNode;
}

/** Decorative icons of the purchase panel's size picker and buttons. */
export interface PurchaseIcons {
  sizeGuide: ReactNode;
  sizeMenu: ReactNode;
  cart: ReactNode;
  trial: ReactNode;
  store: ReactNode;
  videoCall: ReactNode;
}

/** Decorative icons of the actions beside the product's name (the heart changes with state and stays client-side). */
export interface ActionIcons {
  share: ReactNode;
}

/**
 * The product page's decorative icons, rendered on the server and handed to its client components as elements:
 * they travel in the page's RSC payload as a few bytes of SVG, so lucide's icon modules stay out of the page's
 * first-load JavaScript (its 160 KiB budget, README "Keeping the first load small"). Only static, aria-hidden
 * icons belong here; an icon that changes with state stays in its component.
 */
export const productPageIcons: {
  delivery: DeliveryIcons;
  gallery: GalleryIcons;
  purchase: PurchaseIcons;
  actions: ActionIcons;
} = {
  delivery: {
    truck: <Truck aria-hidden className="size-6 shrink-0 text-gold-600" strokeWidth={1.5} />,
    locate: <LocateFixed aria-hidden className="size-4" />,
  },
  gallery: {
    play: <Play aria-hidden className="size-5 fill-white" />,
    empty: <Gem aria-hidden className="size-16" strokeWidth={1} />,
  },
  purchase: {
    sizeGuide: <Ruler aria-hidden className="size-4" />,
    sizeMenu: <ChevronDown aria-hidden className="size-4 text-muted" />,
    cart: <ShoppingBag aria-hidden className="size-4" />,
    trial: <Home aria-hidden className="size-4" />,
    store: <MapPin aria-hidden className="size-4" />,
    videoCall: <Video aria-hidden className="size-4" />,
  },
  actions: {
    share: <Share2 aria-hidden className="size-5" />,
  },
};
