import { describe, expect, it } from "vitest";
import { getServerFieldErrors } from "./server-field-errors";

describe("getServerFieldErrors", () => {
  it("takes the first message per field from the server's error body", () => {
    const body = { message: "Invalid", code: "invalid", fieldErrors: { email: ["Valid email is required", "x"] } };
    expect(getServerFieldErrors(new Error(`400: ${JSON.stringify(body)}`))).toEqual({
      email: "Valid email is required",
    });
  });

  it("returns nothing for errors without field errors", () => {
    expect(getServerFieldErrors(new Error("500: Internal Server Error"))).toEqual({});
    expect(getServerFieldErrors(new Error('500: {"message":"boom"}'))).toEqual({});
    expect(getServerFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
    expect(getServerFieldErrors("nope")).toEqual({});
  });
});
