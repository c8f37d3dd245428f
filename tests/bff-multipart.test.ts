/**
 * The BFF's bounded multipart reader (lib/http/multipart.ts), shared by the profile and review handlers: never
 * more than the cap is buffered, and each refusal is a BffError with the caller's words.
 */
import { BffError } from "@/lib/http/bff-error";
import { formText, readMultipart, type MultipartLimits } from "@/lib/http/multipart";

const LIMITS: MultipartLimits = {
  maxBytes: 1024,
  notMultipart: "Send the thing as multipart/form-data.",
  tooLarge: { message: "Too big.", field: "image" },
};

function formRequest(form: FormData): Request {
  return new Request("http://localhost/api/thing", { method: "POST", body: form });
}

/** A request whose body streams `chunks` pieces of 512 bytes on demand; counts the pieces read. */
function streamedRequest(chunks: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/thing", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

async function failure(promise: Promise<unknown>): Promise<BffError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof BffError)) throw new Error(`expected a BffError, got ${String(err)}`);
  return err;
}

describe("readMultipart", () => {
  it("reads the form's text fields and files", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("image", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    const read = await readMultipart(formRequest(form), LIMITS);
    expect(formText(read, "name")).toBe("Asha");
    expect(formText(read, "image")).toBeUndefined();
    expect(formText(read, "missing")).toBeUndefined();
    expect((read.get("image") as File).size).toBe(10);
  });

  it("refuses a body that is not multipart: 415 with the caller's message", async () => {
    const request = new Request("http://localhost/api/thing", { method: "POST", body: "{}" });
    const err = await failure(readMultipart(request, LIMITS));
    expect([err.status, err.code, err.message]).toEqual([415, "unsupported_media_type", LIMITS.notMultipart]);
  });

  it("refuses a declared length over the cap unread: 413, with the field's error when a field is named", async () => {
    const { request, pulled } = streamedRequest(1, { "content-length": "2048" });
    const err = await failure(readMultipart(request, LIMITS));
    expect([err.status, err.code, err.message]).toEqual([413, "payload_too_large", "Too big."]);
    expect(err.fieldErrors).toEqual({ image: "Too big." });
    expect(pulled()).toBe(0);
    const unnamed = await failure(
      readMultipart(streamedRequest(4).request, { ...LIMITS, tooLarge: { message: "Too big." } }),
    );
    expect(unnamed.fieldErrors).toBeUndefined();
  });

  it("cuts a streamed body off once it passes the cap", async () => {
    const { request, pulled } = streamedRequest(100);
    const err = await failure(readMultipart(request, LIMITS));
    expect(err.status).toBe(413);
    expect(pulled()).toBeLessThan(10);
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    const err = await failure(readMultipart(streamedRequest(1).request, LIMITS));
    expect([err.status, err.code]).toEqual([400, "invalid_form"]);
  });
});
