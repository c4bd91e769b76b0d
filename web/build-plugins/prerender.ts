import type { Plugin, PluginOption, Rollup } from "vite";
import { PRERENDERED_PAGES, SIGNED_IN_HINT_KEY } from "../src/prerender/pages";

/**
 * Builds the first paint of PRERENDERED_PAGES into index.html, so a first visit shows the page as soon as the
 * HTML and the stylesheet are in, instead of after the JavaScript has been fetched and run.
 *
 * The server sends the same index.html for every client route, so each page's markup travels as inert text
 * (`<script type="text/x-tavola-page" data-prerender="/path">`, never run), and a small inline script at the end
 * of <body> parses the one for the current path into #root before the first paint. It
 * leaves them all aside when the visit has a query string, when this browser holds the signed-in hint, or
 * when it holds one of the page's `skipIfStored` keys: then the app starts as it always did. main.tsx hydrates
 * what the script put in #root (data-prerendered).
 *
 * The markup comes from an SSR build of src/prerender/render-page.tsx (the app's own components), written to
 * node_modules/.tavola-prerender so its external packages resolve from node_modules, and run right here.
 * This runs in generateBundle, before any closeBundle hook (the precompress plugin compresses the result).
 */
export function prerenderPages({ ssrPlugins, alias }: { ssrPlugins: () => PluginOption[]; alias: Record<string, string> }): Plugin {
  let root = "";
  let ssr = false;
  return {
    name: "tavola:prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") return;
      // Node modules are imported here (not at the top) so the web tsconfig stays free of Node types.
      const { build } = await import("vite");
      const { pathToFileURL } = await import("node:url");
      const { rm } = await import("node:fs/promises");
      const outDir = `${root}/node_modules/.tavola-prerender`;
      await build({
        configFile: false,
        root,
        mode: "production",
        logLevel: "warn",
        resolve: { alias },
        plugins: ssrPlugins(),
        build: { ssr: "src/prerender/render-page.tsx", outDir, emptyOutDir: true, minify: false, sourcemap: false, copyPublicDir: false },
      });
      let renderPage: (path: string) => Promise<{ html: string; classNames: unknown[] }>;
      try {
        ({ renderPage } = (await import(`${pathToFileURL(`${outDir}/render-page.js`).href}?t=${Date.now()}`)) as { renderPage: typeof renderPage });
      } catch (e) {
        throw new Error(`prerender: could not load the SSR build: ${String(e)}`, { cause: e });
      }

      const entry = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isEntry);
      if (!entry) throw new Error("prerender: no entry chunk");
      const inEntryGraph = staticGraph(bundle, [entry.fileName]);

      const templates: string[] = [];
      const pages: PageConfig[] = [];
      for (const page of PRERENDERED_PAGES) {
        const { html: markup, classNames } = await renderPage(page.path);
        if (/<script\b/i.test(markup)) throw new Error(`prerender: ${page.path} rendered a <script> (its hash would be missing from the CSP): ${markup.slice(Math.max(0, markup.search(/<script\b/i) - 300), markup.search(/<script\b/i) + 400)}`);
        const chunks = page.modules.map((m) => {
          const id = `${root}/${m}`;
          const chunk = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === "chunk" && c.moduleIds.includes(id));
          if (!chunk) throw new Error(`prerender: no chunk holds ${m} (listed for ${page.path})`);
          return chunk.fileName;
        });
        const preload = [...staticGraph(bundle, chunks)].filter((f) => !inEntryGraph.has(f)).map((f) => `/${f}`);
        pages.push({ path: page.path, preload, skip: page.skipIfStored ?? [] });
        if (/<\/script/i.test(markup)) throw new Error(`prerender: ${page.path} rendered "</script"`);
        // Inert text, not a <template>: the parser only scans it for its end tag, so the pages a visit does not
        // show cost next to nothing; the shown one is parsed once, by the script that puts it into #root.
        templates.push(`<script type="text/x-tavola-page" data-prerender="${page.path}">${markup}</script>`);
        // The class lists the page merges (lib/utils.ts): JSON with every "<" escaped, so nothing in it can end
        // the element or open a comment.
        templates.push(`<script type="application/json" data-prerender-classes="${page.path}">${JSON.stringify(classNames).replace(/</g, "\\u003c")}</script>`);
      }
      await rm(outDir, { recursive: true, force: true });

      index.source = injectPages(String(index.source), templates, pages);
    },
  };
}

/** The chunks `fileNames` load statically (themselves included). */
function staticGraph(bundle: Rollup.OutputBundle, fileNames: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const c = bundle[f];
    if (c?.type === "chunk") c.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return seen;
}

/** The controls whose clicks before hydration are kept and replayed (main.tsx). */
const CAPTURED_CONTROLS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"], input[type="submit"], label';

/** Modulepreload links added per task when the app starts (each request costs the main thread 3–15 ms here). */
const PRELOADS_PER_TASK = 3;

type PageConfig = { path: string; preload: string[]; skip: readonly string[] };

/**
 * Adds the templates and two inline scripts to index.html, and takes the app's script tags out of <head>:
 *
 * - in <head>, `window.__tavolaStart` (adds the entry's modulepreload links, the page's own chunks and the entry
 *   script) and the choice: a visit that will show a prerendered page waits; any other starts the app at once,
 *   as the static tags did;
 * - at the end of <body>, the chosen template goes into #root (`data-prerendered`), and the app starts after the
 *   first frame is painted. The first paint then needs only the HTML and the stylesheet; loading scripts while it
 *   is pending only competes with it (and Lighthouse counts every request that finishes before the paint in it).
 *
 * Their text is hashed by the server into the CSP, as every inline script of index.html is: it holds no
 * per-request value.
 */
function injectPages(html: string, templates: string[], pages: PageConfig[]): string {
  const entryScripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (entryScripts.length !== 1) throw new Error(`prerender: expected one entry script in index.html, found ${entryScripts.length}`);
  const entry = entryScripts[0]![1]!;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entryScripts[0]![0], "");
  for (const p of preloads) out = out.replace(p[0], "");
  if (!out.includes("</head>") || !out.includes("</body>")) throw new Error("prerender: index.html has no </head> or </body>");

  const config = JSON.stringify({
    hint: SIGNED_IN_HINT_KEY,
    entry,
    preload: preloads.map((p) => p[1]),
    pages: Object.fromEntries(pages.map((p) => [p.path, { preload: p.preload, skip: p.skip }])),
  });
  const head = `(function () {
      var config = ${config};
      var page = location.search ? null : config.pages[location.pathname] || null;
      try {
        if (page && window.localStorage.getItem(config.hint)) page = null;
        for (var k = 0; page && k < page.skip.length; k++) if (window.localStorage.getItem(page.skip[k]) !== null) page = null;
      } catch (e) {}
      var started = false;
      window.__tavolaStart = function (withPage) {
        if (started) return;
        started = true;
        var urls = config.preload.concat(withPage && page ? page.preload : []);
        // Starting a request costs the main thread a few milliseconds each: a few per task, so that starting
        // thirty of them never blocks input (the entry goes first: its imports are the first to be needed).
        // The entry is imported rather than added as a script tag, and started from here (main.tsx: start).
        window.__tavolaLoader = true;
        // (In a task of its own: the one that evaluated the module graph is long enough.)
        import(config.entry).then(function () { setTimeout(function () { window.__tavolaStartApp(); }, 0); });
        var next = 0;
        (function batch() {
          for (var n = 0; n < ${PRELOADS_PER_TASK} && next < urls.length; n++, next++) {
            var link = document.createElement("link");
            link.rel = "modulepreload";
            link.href = urls[next];
            document.head.appendChild(link);
          }
          if (next < urls.length) setTimeout(batch, 0);
        })();
      };
      window.__tavolaPage = page ? location.pathname : null;
      if (!page) window.__tavolaStart(false);
    })();`;
  const body = `(function () {
      var path = window.__tavolaPage;
      var root = document.getElementById("root");
      var templates = document.querySelectorAll("script[data-prerender]");
      var shown = false;
      for (var i = 0; i < templates.length; i++) {
        if (path && !shown && root && !root.firstChild && templates[i].getAttribute("data-prerender") === path) {
          root.innerHTML = templates[i].textContent;
          root.setAttribute("data-prerendered", path);
          shown = true;
        }
      }
      for (var t = 0; t < templates.length; t++) templates[t].remove();
      var classes = document.querySelectorAll("script[data-prerender-classes]");
      for (var c = 0; c < classes.length; c++) if (!shown || classes[c].getAttribute("data-prerender-classes") !== path) classes[c].remove();
      if (shown) {
        // Until React has taken a control over, a click on it would do nothing: keep it, and main.tsx clicks it
        // again once it is hydrated (React keeps its props on the node then). Links still navigate.
        var clicks = (window.__tavolaClicks = []);
        window.__tavolaCapture = function (event) {
          var target = event.target && event.target.closest ? event.target.closest(${JSON.stringify(CAPTURED_CONTROLS)}) : null;
          if (!target || !root.contains(target)) return;
          var keys = Object.keys(target);
          for (var k = 0; k < keys.length; k++) if (keys[k].indexOf("__reactProps$") === 0) return;
          event.preventDefault();
          event.stopImmediatePropagation();
          if (clicks.indexOf(target) < 0) clicks.push(target);
          if (window.__tavolaReplay) window.__tavolaReplay();
        };
        document.addEventListener("click", window.__tavolaCapture, true);
      }
      if (!shown || document.visibilityState === "hidden") window.__tavolaStart(shown);
      else requestAnimationFrame(function () { setTimeout(function () { window.__tavolaStart(true); }, 0); });
    })();`;
  return out
    .replace("</head>", `  <script>${head}</script>\n  </head>`)
    .replace("</body>", `${templates.join("")}\n    <script>${body}</script>\n  </body>`);
}
