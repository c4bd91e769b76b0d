import { parseSync, type Plugin } from "vite";

const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/][^\\/?]+\.ts$/;
const PART = /\?tavola-part=(values|schemas)$/;

/**
 * How the web bundles @tavola/contracts (the package is shared with the server and stays as written).
 *
 * A contracts module mixes plain constants and helpers with zod schemas built at module load, and a bundler
 * keeps a module whole in one chunk: a page that needs MENU_CATEGORIES would load every schema of ordering.ts
 * that some other screen uses, and all of zod (~22 KB compressed) with them. So, in the web build only:
 *
 * 1. Each module that builds schemas is served as two parts behind a facade (`export *` from both): `values`
 *    (everything that does not depend on zod) and `schemas` (every top-level statement that refers to zod, to
 *    a schema, or to a helper that builds one, within the module or imported from another contracts module).
 *    The schemas part imports what it needs from the values part, never the other way round, so a page that
 *    uses only constants loads only values. Evaluation order within each part is the source order.
 * 2. Every top-level declaration whose value is computed (`= z.object({…})`, `= checkoutSchema.and(…)`,
 *    `= LOYALTY_REWARDS.map(…)`) is wrapped in a function called at once and marked pure, so an unused one goes
 *    with everything it was built from (a pure call's arguments would be kept for their own "side effects"; a
 *    function with no arguments has none). The package declares no side effects (contracts/package.json).
 *
 * Names and values are the same as the source's; forms that use a schema still get it, in their own chunk.
 */
export function contractsForTheWeb(): Plugin {
  /** Per module path: its top-level names that are (or build) schemas. Filled once, across all modules. */
  let schemaNames: Map<string, Set<string>> | null = null;

  return {
    name: "tavola:contracts",
    async buildStart() {
      schemaNames = null;
    },
    resolveId(source) {
      return PART.test(source) && CONTRACTS_SOURCE.test(source.replace(PART, "")) ? source : null;
    },
    async load(id) {
      if (!PART.test(id)) return null;
      const { readFile } = await import("node:fs/promises");
      return readFile(id.replace(PART, ""), "utf8");
    },
    async transform(code, id) {
      const part = PART.exec(id)?.[1] as "values" | "schemas" | undefined;
      const file = id.replace(PART, "");
      if (!CONTRACTS_SOURCE.test(file)) return null;
      schemaNames ??= await scanContracts(file.replace(/[\\/][^\\/]+$/, ""));
      const ownSchemas = schemaNames.get(file) ?? new Set<string>();
      if (!part) {
        // A module without schemas is used as it is; one with schemas becomes the facade.
        if (ownSchemas.size === 0) return { code: markPure(code, id), map: null };
        return { code: `export * from ${JSON.stringify(`${file}?tavola-part=values`)};\nexport * from ${JSON.stringify(`${file}?tavola-part=schemas`)};\n`, map: null };
      }
      return { code: markPure(splitPart(code, id, file, part, schemaNames), id), map: null };
    },
  };
}

type AnyNode = { type: string; start: number; end: number; [key: string]: unknown };

/** Every identifier name in a subtree (an over-approximation of what a statement refers to: always safe). */
function identifiers(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) identifiers(n, out);
  else if (node && typeof node === "object") {
    const n = node as AnyNode;
    if ((n.type === "Identifier" || n.type === "IdentifierReference" || n.type === "BindingIdentifier") && typeof n.name === "string") out.add(n.name);
    for (const key in n) if (key !== "type" && key !== "start" && key !== "end") identifiers(n[key], out);
  }
  return out;
}

/** The names a top-level statement declares. */
function declared(statement: AnyNode): string[] {
  const d = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as AnyNode | null;
  if (!d) return [];
  if (d.type === "VariableDeclaration") return (d.declarations as AnyNode[]).flatMap((x) => [...identifiers(x.id)]);
  if ((d.type === "FunctionDeclaration" || d.type === "ClassDeclaration") && d.id) return [(d.id as { name: string }).name];
  return [];
}

type ImportInfo = { local: string; imported: string; from: string };

function importsOf(program: { body: AnyNode[] }, dir: string): ImportInfo[] {
  const out: ImportInfo[] = [];
  for (const s of program.body) {
    if (s.type !== "ImportDeclaration" || s.importKind === "type") continue;
    const source = (s.source as { value: string }).value;
    const from = source === "zod" ? "zod" : source.startsWith(".") ? `${dir}/${source.replace(/^\.\//, "").replace(/\.js$/, "")}.ts` : source;
    for (const spec of (s.specifiers as AnyNode[]) ?? []) {
      if (spec.importKind === "type") continue;
      const local = (spec.local as { name: string }).name;
      const imported = spec.type === "ImportSpecifier" ? ((spec.imported as { name?: string; value?: string }).name ?? (spec.imported as { value: string }).value) : "default";
      out.push({ local, imported, from });
    }
  }
  return out;
}

/** Which statements of a module refer (directly or through each other) to zod or to an imported schema name. */
function schemaStatements(program: { body: AnyNode[] }, imports: ImportInfo[], schemaNames: Map<string, Set<string>>): { statements: Set<AnyNode>; names: Set<string> } {
  const tainted = new Set(imports.filter((i) => i.from === "zod" || schemaNames.get(i.from)?.has(i.imported)).map((i) => i.local));
  const statements = new Set<AnyNode>();
  const body = program.body.filter((s) => s.type !== "ImportDeclaration" && !String(s.type).startsWith("TS") && !(s.type === "ExportNamedDeclaration" && s.exportKind === "type"));
  const refs = new Map(body.map((s) => [s, identifiers(s.type === "ExportNamedDeclaration" ? s.declaration : s)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of body) {
      if (statements.has(s)) continue;
      if ([...refs.get(s)!].some((name) => tainted.has(name))) {
        statements.add(s);
        for (const name of declared(s)) tainted.add(name);
        changed = true;
      }
    }
  }
  const names = new Set(body.filter((s) => statements.has(s)).flatMap(declared));
  return { statements, names };
}

/** Reads every contracts module (TypeScript source) and finds its schema names, following imports to a fixpoint. */
async function scanContracts(dir: string): Promise<Map<string, Set<string>>> {
  const { readdir, readFile } = await import("node:fs/promises");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => `${dir}/${f}`);
  const parsed = await Promise.all(
    files.map(async (file) => {
      const { program } = parseSync(file, await readFile(file, "utf8"), { lang: "ts" });
      return { file, program: program as unknown as { body: AnyNode[] }, imports: importsOf(program as unknown as { body: AnyNode[] }, dir) };
    }),
  );
  const names = new Map<string, Set<string>>(files.map((f) => [f, new Set<string>()]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const { file, program, imports } of parsed) {
      const found = schemaStatements(program, imports, names).names;
      if (found.size !== names.get(file)!.size) {
        names.set(file, found);
        changed = true;
      }
    }
  }
  return names;
}

/** The name under which a module's values part hands a private declaration to its schemas part. */
const reservedName = (file: string, name: string) =>
  `__contracts_${file.replace(/^.*[\\/]/, "").replace(/\.ts$/, "").replace(/\W/g, "_")}_${name}`;

/** One part of a module (its code already turned into JavaScript). */
function splitPart(code: string, id: string, file: string, part: "values" | "schemas", schemaNames: Map<string, Set<string>>): string {
  const { program: parsed } = parseSync(id, code, { lang: "js" });
  const program = parsed as unknown as { body: AnyNode[] };
  const dir = file.replace(/[\\/][^\\/]+$/, "");
  const { statements } = schemaStatements(program, importsOf(program, dir), schemaNames);
  const imports = program.body.filter((s) => s.type === "ImportDeclaration").map((s) => code.slice(s.start, s.end));
  const chosen = program.body.filter((s) => s.type !== "ImportDeclaration" && statements.has(s) === (part === "schemas"));
  const text = chosen.map((s) => code.slice(s.start, s.end));
  if (part === "values") {
    // The schemas part may use what the values part keeps to itself: exported under a name reserved for this
    // module, since `export *` in the index would otherwise meet two modules' private DATE_MESSAGE and drop both.
    const internal = chosen.filter((s) => s.type !== "ExportNamedDeclaration").flatMap(declared);
    if (internal.length) text.push(`export { ${internal.map((n) => `${n} as ${reservedName(file, n)}`).join(", ")} };`);
    return [...imports, ...text].join("\n");
  }
  const valuesNames = program.body.filter((s) => s.type !== "ImportDeclaration" && !statements.has(s)).flatMap((s) => declared(s).map((n) => ({ n, exported: s.type === "ExportNamedDeclaration" })));
  const fromValues = valuesNames.length
    ? `import { ${valuesNames.map(({ n, exported }) => (exported ? n : `${reservedName(file, n)} as ${n}`)).join(", ")} } from ${JSON.stringify(`${file}?tavola-part=values`)};`
    : "";
  return [...imports, fromValues, ...text].join("\n");
}

/** Initialisers that run code (literals, functions and plain references do not). */
const COMPUTED = new Set(["CallExpression", "NewExpression", "MemberExpression", "ChainExpression", "ObjectExpression", "ArrayExpression"]);

/** Wraps each computed top-level initialiser in a pure immediately-called function (point 2 above). */
function markPure(code: string, id: string): string {
  const { program } = parseSync(id, code, { lang: "js" });
  const edits: Array<{ at: number; text: string }> = [];
  for (const statement of program.body as unknown as AnyNode[]) {
    const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as AnyNode | null;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const { init } of declaration.declarations as Array<{ init: AnyNode | null }>) {
      if (!init || !COMPUTED.has(init.type)) continue;
      edits.push({ at: init.start, text: "/* @__PURE__ */ (() => (" }, { at: init.end, text: "))()" });
    }
  }
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}
