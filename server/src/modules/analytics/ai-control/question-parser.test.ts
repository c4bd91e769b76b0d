import { describe, expect, it } from "vitest";
import { parseQuestion, type Restaurant } from "./question-parser.js";

/** Friday 27 November 2026: this week began Monday the 23rd, last week was 16–22 Nov. */
const TODAY = "2026-11-27";
const R = (slug: string, name: string): Restaurant => ({ id: slug, name });
const RESTAURANTS = [
  R("bellini", "Trattoria Bellini"),
  R("sakura", "Sakura House"),
  R("jardin", "El Jardín"),
  R("olive", "Olive & Fig"),
  R("maison", "Maison Lumière"),
  R("spice", "Spice Route"),
  R("smoke", "Smoke & Oak"),
  R("nordhavn", "Nordhavn Kitchen"),
];

type Case = [question: string, intent: string, from: string, to: string, restaurant?: string | null, limit?: number | null];

const CASES: Case[] = [
  // The brief's own phrasings
  ["revenue last week by restaurant", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["which dishes get the most complaints", "dish_complaints", "2026-10-28", "2026-11-26"],
  ["orders yesterday", "orders_by_restaurant", "2026-11-26", "2026-11-26"],
  ["top dishes this month", "top_dishes", "2026-11-01", "2026-11-27"],
  ["average order value by restaurant last 30 days", "aov_by_restaurant", "2026-10-28", "2026-11-26"],
  ["cancellations by restaurant", "cancellations_by_restaurant", "2026-10-28", "2026-11-26"],
  ["late deliveries this week", "late_deliveries_by_restaurant", "2026-11-23", "2026-11-27"],
  ["new customers last month", "new_customers_by_day", "2026-10-01", "2026-10-31"],
  // Case, punctuation and polite wrappers
  ["REVENUE LAST WEEK BY RESTAURANT", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["What was our revenue last week, by restaurant?", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["Please show me sales per restaurant for last week", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["How many orders did we get yesterday?", "orders_by_restaurant", "2026-11-26", "2026-11-26"],
  ["Orders Yesterday!!", "orders_by_restaurant", "2026-11-26", "2026-11-26"],
  ["  orders   today ", "orders_by_restaurant", "2026-11-27", "2026-11-27"],
  // Typos
  ["reveune last week by restaurant", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["revenu lst week by restaurnt", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["ordres yesterdy", "orders_by_restaurant", "2026-11-26", "2026-11-26"],
  ["which dishes get the most complaitns", "dish_complaints", "2026-10-28", "2026-11-26"],
  ["wich dishs get the most complains", "dish_complaints", "2026-10-28", "2026-11-26"],
  ["cancelations by restaurant this month", "cancellations_by_restaurant", "2026-11-01", "2026-11-27"],
  ["late deliveris this week", "late_deliveries_by_restaurant", "2026-11-23", "2026-11-27"],
  ["new custmers last month", "new_customers_by_day", "2026-10-01", "2026-10-31"],
  ["averge order value by restaurant last 30 days", "aov_by_restaurant", "2026-10-28", "2026-11-26"],
  ["top dishes this monht", "top_dishes", "2026-11-01", "2026-11-27"],
  ["refnds by restaurant last week", "refunds_by_restaurant", "2026-11-16", "2026-11-22"],
  // Other words for the same thing
  ["GMV by venue last week", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["turnover per restaurant this month", "revenue_by_restaurant", "2026-11-01", "2026-11-27"],
  ["which restaurant made the most money last week", "revenue_by_restaurant", "2026-11-16", "2026-11-22"],
  ["daily revenue this month", "revenue_by_day", "2026-11-01", "2026-11-27"],
  ["revenue per day last week", "revenue_by_day", "2026-11-16", "2026-11-22"],
  ["sales last 7 days", "revenue_by_day", "2026-11-20", "2026-11-26"],
  ["orders per day this month", "orders_by_day", "2026-11-01", "2026-11-27"],
  ["orders by restaurant last week", "orders_by_restaurant", "2026-11-16", "2026-11-22"],
  ["which restaurants had the most orders this week", "orders_by_restaurant", "2026-11-23", "2026-11-27"],
  ["AOV by restaurant last month", "aov_by_restaurant", "2026-10-01", "2026-10-31"],
  ["average basket per restaurant this week", "aov_by_restaurant", "2026-11-23", "2026-11-27"],
  ["mean order value last 14 days", "aov_by_restaurant", "2026-11-13", "2026-11-26"],
  ["best selling dishes last month", "top_dishes", "2026-10-01", "2026-10-31"],
  ["most popular items this week", "top_dishes", "2026-11-23", "2026-11-27"],
  ["bestsellers in october", "top_dishes", "2026-10-01", "2026-10-31"],
  ["what do guests order most", "orders_by_day", "2026-10-28", "2026-11-26"],
  ["which meals get bad reviews", "dish_complaints", "2026-10-28", "2026-11-26"],
  ["dishes with negative feedback last month", "dish_complaints", "2026-10-01", "2026-10-31"],
  ["rejected orders by restaurant yesterday", "cancellations_by_restaurant", "2026-11-26", "2026-11-26"],
  ["how many orders were cancelled last week", "cancellations_by_restaurant", "2026-11-16", "2026-11-22"],
  ["delayed deliveries yesterday", "late_deliveries_by_restaurant", "2026-11-26", "2026-11-26"],
  ["how many deliveries were late last month", "late_deliveries_by_restaurant", "2026-10-01", "2026-10-31"],
  ["refunds by restaurant in october", "refunds_by_restaurant", "2026-10-01", "2026-10-31"],
  ["new guests this week", "new_customers_by_day", "2026-11-23", "2026-11-27"],
  ["first-time customers last 30 days", "new_customers_by_day", "2026-10-28", "2026-11-26"],
  // Date phrases
  ["revenue by restaurant in november", "revenue_by_restaurant", "2026-11-01", "2026-11-27"],
  ["revenue by restaurant in September 2026", "revenue_by_restaurant", "2026-09-01", "2026-09-30"],
  ["revenue by restaurant in december", "revenue_by_restaurant", "2025-12-01", "2025-12-31"],
  ["orders between 2026-11-01 and 2026-11-15", "orders_by_day", "2026-11-01", "2026-11-15"],
  ["orders by restaurant between 1 nov and 15 nov", "orders_by_restaurant", "2026-11-01", "2026-11-15"],
  ["revenue from nov 3 to nov 9", "revenue_by_day", "2026-11-03", "2026-11-09"],
  ["revenue betwen 2026-11-15 and 2026-11-01", "revenue_by_day", "2026-11-01", "2026-11-15"],
  ["orders on 2026-11-20", "orders_by_restaurant", "2026-11-20", "2026-11-20"],
  ["revenue since 2026-11-20", "revenue_by_day", "2026-11-20", "2026-11-27"],
  ["orders last 3 weeks", "orders_by_day", "2026-11-06", "2026-11-26"],
  ["revenue the last ten days", "revenue_by_day", "2026-11-17", "2026-11-26"],
  ["revenue past week", "revenue_by_day", "2026-11-20", "2026-11-26"],
  ["revenue previous month by restaurant", "revenue_by_restaurant", "2026-10-01", "2026-10-31"],
  ["orders this year", "orders_by_day", "2026-01-01", "2026-11-27"],
  // Restaurants (fuzzy) and top N
  ["top 5 dishes at Trattoria Bellini this month", "top_dishes", "2026-11-01", "2026-11-27", "bellini", 5],
  ["top dishes at belini last week", "top_dishes", "2026-11-16", "2026-11-22", "bellini"],
  ["orders at sakura yesterday", "orders_by_restaurant", "2026-11-26", "2026-11-26", "sakura"],
  ["revenue for Maison Lumiere last month", "revenue_by_day", "2026-10-01", "2026-10-31", "maison"],
  ["revenue at maison lumière last month", "revenue_by_day", "2026-10-01", "2026-10-31", "maison"],
  ["complaints about dishes at olive & fig", "dish_complaints", "2026-10-28", "2026-11-26", "olive"],
  ["late deliveries at smoke and oak this week", "late_deliveries_by_restaurant", "2026-11-23", "2026-11-27", "smoke"],
  ["cancellations at nordhavn kitchen last month", "cancellations_by_restaurant", "2026-10-01", "2026-10-31", "nordhavn"],
  ["top three dishes at el jardin", "top_dishes", "2026-10-28", "2026-11-26", "jardin", 3],
  ["10 best dishes last month", "top_dishes", "2026-10-01", "2026-10-31", null, 10],
  ["top 3 restaurants by revenue this week", "revenue_by_restaurant", "2026-11-23", "2026-11-27", null, 3],
  ["top 500 dishes", "top_dishes", "2026-10-28", "2026-11-26", null, 50],
];

describe("the question parser maps plain English onto the fixed intents", () => {
  it("has at least 60 phrasings", () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)("%s → %s %s…%s", (question, intent, from, to, restaurant, limit) => {
    const parsed = parseQuestion(question, TODAY, RESTAURANTS);
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.intent).toBe(intent);
    expect([parsed.range.from, parsed.range.to]).toEqual([from, to]);
    if (restaurant !== undefined) expect(parsed.restaurant?.id ?? null).toBe(restaurant);
    else expect(parsed.restaurant).toBeNull();
    if (limit !== undefined) expect(parsed.limit).toBe(limit);
  });

  it("says how it read the question", () => {
    const parsed = parseQuestion("revenue last week by restaurant", TODAY, RESTAURANTS);
    expect(parsed).toMatchObject({ ok: true, interpretation: "revenue by restaurant, 16–22 Nov 2026" });
    const top = parseQuestion("top 5 dishes at bellini in october", TODAY, RESTAURANTS);
    expect(top).toMatchObject({ ok: true, interpretation: "top dishes at Trattoria Bellini, top 5, 1–31 Oct 2026" });
    const undated = parseQuestion("cancellations by restaurant", TODAY, RESTAURANTS);
    expect(undated).toMatchObject({ ok: true, notes: ["No dates given: the last 30 days."] });
  });
});

describe("the parser refuses what it cannot answer, saying why", () => {
  const refusals: Array<[string, RegExp]> = [
    ["what is the weather tomorrow", /only know what has happened/],
    ["revenue next week", /only know what has happened/],
    ["orders tomorrow", /only know what has happened/],
    ["profit by restaurant last month", /costs, wages or profit/],
    ["what are our margins", /costs, wages or profit/],
    ["staff wages last week", /costs, wages or profit/],
    ["forecast orders for december", /Data Science/],
    ["how is the weather", /not in the data/],
    ["hello", /can't answer that/],
    ["tell me a joke", /can't answer that/],
    ["how many customers do we have", /can't answer that/],
    ["???", /could not find a question/],
    ["12345", /could not find a question/],
    ["revenue between 2026-02-30 and 2026-03-02", /could not read/],
    ["revenue between 2020-01-01 and 2026-11-01", /at most 366 days/],
    ["which restaurants get the most complaints", /can't answer that/],
    ["revenue on 2027-01-05", /only know what has happened/],
  ];
  it.each(refusals)("%s", (question, message) => {
    const parsed = parseQuestion(question, TODAY, RESTAURANTS);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("asks for more of the name when two restaurants match", () => {
    const twins = [...RESTAURANTS, R("bellini-2", "Bellini Bar")];
    const parsed = parseQuestion("orders at bellini yesterday", TODAY, twins);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringMatching(/more than one restaurant/) });
    // Naming it fully settles it.
    expect(parseQuestion("orders at trattoria bellini yesterday", TODAY, twins)).toMatchObject({ ok: true, restaurant: { id: "bellini" } });
  });
});
