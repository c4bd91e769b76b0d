import { QUESTION_EXAMPLES, type AnswerColumn, type InsightAnswer } from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import { windowOf } from "../ceo-dashboard.service.js";
import { addDays, localToday } from "./calendar.js";
import { restaurantNames } from "./insights.repository.js";
import { parseQuestion, type ParsedQuestion } from "./question-parser.js";
import { dishComplaints, figuresByDay, figuresByRestaurant, type LocalWindow, newCustomersByDay, refundsByRestaurant, topDishes } from "./question.repository.js";

type Row = Record<string, string | number | null>;
type Table = { columns: AnswerColumn[]; rows: Row[]; chartKey: string; total: number | null; notes?: string[] };

const DEFAULT_TOP = 10;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
const col = (key: string, label: string, kind: AnswerColumn["kind"]): AnswerColumn => ({ key, label, kind });

/** Answers a question in plain English from the data, or says plainly what it cannot answer and what it can. */
export async function answerQuestion(db: Db, q: { question: string; tz: string }, now = new Date()): Promise<InsightAnswer> {
  const restaurants = await restaurantNames(db);
  const parsed = parseQuestion(q.question, localToday(q.tz, now), restaurants);
  if (!parsed.ok) return { understood: false, question: q.question, message: parsed.message, examples: [...QUESTION_EXAMPLES] };
  const w = await windowOf(db, parsed.range.from, parsed.range.to, q.tz, parsed.restaurant?.id);
  const table = await tableFor(db, parsed, { ...w, from: parsed.range.from, to: parsed.range.to });
  const limited = parsed.limit !== null && !parsed.intent.endsWith("_by_day") ? table.rows.slice(0, parsed.limit) : table.rows;
  return {
    understood: true,
    question: q.question,
    intent: parsed.intent,
    interpretation: parsed.interpretation,
    range: parsed.range,
    restaurant: parsed.restaurant,
    limit: parsed.limit,
    columns: table.columns,
    rows: limited,
    chartKey: table.chartKey,
    total: table.total,
    notes: [...parsed.notes, ...(table.notes ?? [])],
  };
}

type Parsed = Extract<ParsedQuestion, { ok: true }>;

async function tableFor(db: Db, p: Parsed, w: LocalWindow): Promise<Table> {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  switch (p.intent) {
    case "revenue_by_restaurant":
    case "orders_by_restaurant":
    case "aov_by_restaurant": {
      const figures = (await figuresByRestaurant(db, w)).filter((f) => f.orders > 0).sort(byName);
      const rows: Row[] = figures.map((f) => ({ restaurant: f.name, revenue: f.gmv, orders: f.orders, aov: f.orders > 0 ? Math.round(f.gmv / f.orders) : 0 }));
      const key = p.intent === "revenue_by_restaurant" ? "revenue" : p.intent === "orders_by_restaurant" ? "orders" : "aov";
      rows.sort((a, b) => Number(b[key]) - Number(a[key]) || String(a.restaurant).localeCompare(String(b.restaurant)));
      const orders = sum(rows, "orders");
      return {
        columns: [col("restaurant", "Restaurant", "text"), col("revenue", "Revenue (GMV)", "cents"), col("orders", "Orders", "count"), col("aov", "Average order value", "cents")],
        rows,
        chartKey: key,
        total: key === "aov" ? (orders > 0 ? Math.round(sum(rows, "revenue") / orders) : null) : sum(rows, key),
        notes: key === "aov" ? ["The total is the average over every order, not the average of the restaurants' averages."] : [],
      };
    }
    case "cancellations_by_restaurant": {
      const rows: Row[] = (await figuresByRestaurant(db, w))
        .filter((f) => f.placed > 0)
        .map((f) => ({ restaurant: f.name, cancelled: f.cancelled, placed: f.placed, rate: share(f.cancelled, f.placed) }))
        .sort((a, b) => Number(b.cancelled) - Number(a.cancelled) || String(a.restaurant).localeCompare(String(b.restaurant)));
      return {
        columns: [col("restaurant", "Restaurant", "text"), col("cancelled", "Cancelled or rejected", "count"), col("placed", "Orders placed", "count"), col("rate", "Share", "share")],
        rows,
        chartKey: "cancelled",
        total: sum(rows, "cancelled"),
      };
    }
    case "late_deliveries_by_restaurant": {
      const rows: Row[] = (await figuresByRestaurant(db, w))
        .filter((f) => f.deliveries > 0)
        .map((f) => ({ restaurant: f.name, late: f.late, deliveries: f.deliveries, rate: share(f.late, f.deliveries) }))
        .sort((a, b) => Number(b.late) - Number(a.late) || String(a.restaurant).localeCompare(String(b.restaurant)));
      return {
        columns: [col("restaurant", "Restaurant", "text"), col("late", "Late deliveries", "count"), col("deliveries", "Deliveries", "count"), col("rate", "Share late", "share")],
        rows,
        chartKey: "late",
        total: sum(rows, "late"),
        notes: ["Late: delivered after the latest time promised at checkout."],
      };
    }
    case "refunds_by_restaurant": {
      const rows: Row[] = (await refundsByRestaurant(db, w))
        .map((f) => ({ restaurant: f.name, refunded: f.cents, refunds: f.refunds }))
        .sort((a, b) => Number(b.refunded) - Number(a.refunded) || String(a.restaurant).localeCompare(String(b.restaurant)));
      return {
        columns: [col("restaurant", "Restaurant", "text"), col("refunded", "Refunded", "cents"), col("refunds", "Refunds", "count")],
        rows,
        chartKey: "refunded",
        total: sum(rows, "refunded"),
      };
    }
    case "revenue_by_day":
    case "orders_by_day": {
      const byDate = new Map((await figuresByDay(db, w)).map((d) => [d.date, d]));
      const rows = everyDay(p.range.from, p.range.to).map((date) => ({ day: date, revenue: byDate.get(date)?.gmv ?? 0, orders: byDate.get(date)?.orders ?? 0 }));
      const key = p.intent === "revenue_by_day" ? "revenue" : "orders";
      return { columns: [col("day", "Day", "text"), col("revenue", "Revenue (GMV)", "cents"), col("orders", "Orders", "count")], rows, chartKey: key, total: sum(rows, key) };
    }
    case "new_customers_by_day": {
      const byDate = new Map((await newCustomersByDay(db, w)).map((d) => [d.date, d.customers]));
      const rows = everyDay(p.range.from, p.range.to).map((date) => ({ day: date, customers: byDate.get(date) ?? 0 }));
      return {
        columns: [col("day", "Day", "text"), col("customers", "New customers", "count")],
        rows,
        chartKey: "customers",
        total: sum(rows, "customers"),
        notes: ["A new customer is one whose first order ever (not cancelled or rejected) was placed that day."],
      };
    }
    case "top_dishes": {
      const rows: Row[] = (await topDishes(db, w, p.limit ?? DEFAULT_TOP)).map((d) => ({ dish: d.dish, restaurant: d.restaurant, quantity: d.quantity, revenue: d.revenue, orders: d.orders }));
      return {
        columns: [col("dish", "Dish", "text"), col("restaurant", "Restaurant", "text"), col("quantity", "Portions sold", "count"), col("revenue", "Revenue", "cents"), col("orders", "Orders", "count")],
        rows,
        chartKey: "quantity",
        total: null,
      };
    }
    case "dish_complaints": {
      const rows: Row[] = (await dishComplaints(db, w, p.limit ?? DEFAULT_TOP)).map((d) => ({ dish: d.dish, restaurant: d.restaurant, complaints: d.complaints, orders: d.orders }));
      return {
        columns: [col("dish", "Dish", "text"), col("restaurant", "Restaurant", "text"), col("complaints", "Complaints", "count"), col("orders", "Orders with it", "count")],
        rows,
        chartKey: "complaints",
        total: null,
        notes: ["A complaint is negative feedback (by its sentiment) about an order that included the dish."],
      };
    }
  }
}

function everyDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
