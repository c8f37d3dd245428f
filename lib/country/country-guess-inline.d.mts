/** id of the JSON block holding the country guess script's settings. */
export declare const COUNTRY_GUESS_CONFIG_ID: string;
/** Body of `function (a)` of the country guess script. */
export declare const COUNTRY_GUESS_BODY: string;
/** The country guess script's full text. */
export declare const COUNTRY_GUESS_SOURCE: string;
/** sha256 CSP source of COUNTRY_GUESS_SOURCE. */
export declare const COUNTRY_GUESS_HASH: string;
