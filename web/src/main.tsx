import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { installPreloadErrorHandler } from "@/app/preload-error";
import "./index.css";

installPreloadErrorHandler();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html is missing the #root element");

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
