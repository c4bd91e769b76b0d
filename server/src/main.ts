/**
 * Process entry. On the embedded database, its worker thread starts opening the data directory first; the rest
 * of the server (most of the bundle) is loaded while it does (ADR 005).
 */
import { startEmbeddedDatabaseEarly } from "./platform/early-database.js";

const early = startEmbeddedDatabaseEarly(process.env);
const { startServer } = await import("./start-server.js");
await startServer(early);
