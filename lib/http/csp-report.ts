import { z } from "zod";

/**
 * Violation reports of the Content-Security-Policy (lib/http/content-security-policy.mjs), as browsers send them:
 * the old `report-uri` form (`application/csp-report`, one `{"csp-report": {...}}`) and the Reporting API's
 * `report-to` form (`application/reports+json`, an array of `{ type: "csp-violation", body: {...} }`).
 */

/** The largest report body read (bytes); a real one is well under 2 KB. */
export const MAX_REPORT_BYTES = 16 * 1024;

const text = z.string().max(2048).optional();
const line = z.number().int().nonnegative().optional();

const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "violated-directive": text,
    "effective-directive": text,
    "blocked-uri": text,
    "source-file": text,
    "line-number": line,
    "script-sample": text,
    disposition: text,
  }),
});

const reportingApiReports = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text,
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: line,
          sample: text,
          disposition: text,
        })
        .optional(),
    }),
  )
  .max(50);

/** One violation as the store logs it. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source?: string;
  line?: number;
  /** The first characters of the blocked inline code (browsers send at most 40). */
  sample?: string;
  disposition?: string;
}

/**
 * The violations in a report body of either form; [] for anything else (not JSON, another shape, other report
 * types such as deprecation reports).
 */
export function parseCspReport(raw: string): CspViolation[] {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const legacy = legacyReport.safeParse(data);
  if (legacy.success) {
    const r = legacy.data["csp-report"];
    return [
      {
        document: r["document-uri"] ?? "",
        directive: r["effective-directive"] ?? r["violated-directive"] ?? "",
        blocked: r["blocked-uri"] ?? "",
        source: r["source-file"],
        line: r["line-number"],
        sample: r["script-sample"],
        disposition: r.disposition,
      },
    ];
  }
  const modern = reportingApiReports.safeParse(data);
  if (!modern.success) return [];
  return modern.data
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ url, body }) => ({
      document: body?.documentURL ?? url ?? "",
      directive: body?.effectiveDirective ?? "",
      blocked: body?.blockedURL ?? "",
      source: body?.sourceFile,
      line: body?.lineNumber,
      sample: body?.sample,
      disposition: body?.disposition,
    }));
}
