import { describe, it } from "vitest";
import { ApiError, badRequest } from "../../src/core/errors";
import { decodePodError, encodePodError } from "../../src/core/pod-errors";

/** What Workers RPC keeps of a thrown Error: a plain Error with its name and message only. */
const acrossRpc = (err: unknown): unknown => {
  if (!(err instanceof Error)) return err;
  const plain = new Error(err.message);
  plain.name = err.name;
  return plain;
};

describe("pod error codec (src/core/pod-errors.ts)", () => {
  it("an ApiError survives the RPC round trip with its status, name and message", ({ expect }) => {
    const original = new ApiError(503, "WorkspaceSuspendedError", "The workspace is suspended | retry later.");
    const decoded = decodePodError(acrossRpc(encodePodError(original)));
    expect(decoded).toBeInstanceOf(ApiError);
    const e = decoded as ApiError;
    expect([e.status, e.errorName, e.message]).toEqual([503, "WorkspaceSuspendedError", "The workspace is suspended | retry later."]);
    expect(e.toBody()).toEqual({ detail: "The workspace is suspended | retry later. [WorkspaceSuspendedError]" });
  });

  it("encodes into the documented `<status>|<Name>|<message>` form and keeps the name", ({ expect }) => {
    const encoded = encodePodError(badRequest("count() needs an argument.", "CypherQueryError")) as Error;
    expect(encoded).not.toBeInstanceOf(ApiError);
    expect(encoded.message).toBe("400|CypherQueryError|count() needs an argument.");
    expect(encoded.name).toBe("CypherQueryError");
  });

  it("leaves unexpected errors and non-errors unchanged on both sides", ({ expect }) => {
    const boom = new TypeError("x is undefined");
    expect(encodePodError(boom)).toBe(boom);
    expect(decodePodError(boom)).toBe(boom);
    expect(decodePodError("402|LLMPaymentRequiredError|text")).toBe("402|LLMPaymentRequiredError|text");
    // Only 4xx/5xx statuses and letter-only names decode: an internal message that happens to start with
    // digits and a bar stays an unexpected error (generic 500).
    const lookalike = new Error("200|OkError|fine");
    expect(decodePodError(lookalike)).toBe(lookalike);
    const already = badRequest("bad");
    expect(decodePodError(already)).toBe(already);
  });
});
