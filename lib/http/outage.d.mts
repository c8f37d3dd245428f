/** Seconds an outage answer (page 503, BFF 502/504) tells clients to wait before asking again. */
export declare const OUTAGE_RETRY_AFTER_S: number;
