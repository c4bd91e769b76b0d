import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { RECOMMENDED_RESTAURANTS_SQL } from "./recommendation.sql.js";

/** Binds `$n` placeholders of a SQL text as real parameters (never spliced into the text). */
function bind(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks);
}

export type RecommendedRow = {
  id: string;
  name: string;
  cuisine: string;
  rating: number;
  image_url: string | null;
  distance: number;
};

export async function listRecommended(db: Db, userId: string): Promise<RecommendedRow[]> {
  return queryRows<RecommendedRow>(db, bind(RECOMMENDED_RESTAURANTS_SQL, [userId]));
}
