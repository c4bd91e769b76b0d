import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "@tavola/contracts";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps.js";

export const systemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["system"],
          summary: "200 once the database answers; says whether demo mode is on",
          response: { 200: healthSchema },
        },
      },
      async () => {
        await deps.db.execute(sql`select 1`);
        return { status: "ok" as const, database: deps.database.kind, demoMode: deps.config.demoMode };
      },
    );
  };
