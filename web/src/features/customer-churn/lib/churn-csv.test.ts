import { describe, expect, it } from "vitest";
import type { ChurnCustomer } from "@tavola/contracts";
import { churnCsv, csvField } from "./churn-csv";

const customer = (over: Partial<ChurnCustomer> = {}): ChurnCustomer => ({
  customerId: "c1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  orderDays: 7,
  spentCents: 123456,
  firstOrderAt: "2026-07-01",
  lastOrderAt: "2026-09-30",
  pActive: 0.1234,
  expectedOrders: 0.056,
  segment: "lost",
  ...over,
});

describe("churn CSV", () => {
  it("has a header and one row per customer with dollars, probabilities and dates", () => {
    expect(churnCsv([customer()])).toBe(
      "name,email,order_days,spent,first_order,last_order,p_active,expected_orders_30d,segment\r\n" +
        "Ada Lovelace,ada@example.com,7,1234.56,2026-07-01,2026-09-30,0.123,0.06,lost\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField(-5)).toBe("-5");
  });
});
