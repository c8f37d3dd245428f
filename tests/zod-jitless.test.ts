/**
 * lib/validation/zod-jitless.ts sets zod's global configuration without importing zod (to keep zod out of every
 * page's first-load JavaScript). This checks zod really reads it: loaded before zod and after it, `z.config()`
 * says jitless, and a parse then never asks for `Function` (the CSP's 'unsafe-eval' probe).
 */
describe("zod's jitless switch", () => {
  afterEach(() => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    jest.resetModules();
  });

  it("holds when it runs before zod loads", () => {
    jest.isolateModules(() => {
      require("@/lib/validation/zod-jitless");
      const { z } = require("zod") as typeof import("zod");
      expect(z.config().jitless).toBe(true);
    });
  });

  it("holds when zod loaded first, and a parse then never builds a Function", () => {
    jest.isolateModules(() => {
      const { z } = require("zod") as typeof import("zod");
      require("@/lib/validation/zod-jitless");
      expect(z.config().jitless).toBe(true);
      const spy = jest.spyOn(globalThis, "Function");
      const schema = z.object({ pincode: z.string().regex(/^\d{6}$/), grams: z.number().positive() });
      expect(schema.parse({ pincode: "682507", grams: 4.25 })).toEqual({ pincode: "682507", grams: 4.25 });
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    });
  });
});
