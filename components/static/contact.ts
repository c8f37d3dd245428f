/** Customer-care number (support number 1800 699 888), as shown and as a tel: link. */
export const SUPPORT_PHONE = "1800 699 888";
export const SUPPORT_PHONE_TEL = "tel:1800699888";
