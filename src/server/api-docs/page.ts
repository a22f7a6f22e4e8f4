/** The parts of the OpenAPI document (as @fastify/swagger builds it) that the page reads. */
export interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
export interface OpenApiOperation {
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One line for a schema's type: `string (date)`, `integer ≥ 1`, `one of: a, b`, `array of object`. */
function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.enum) return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  if (schema.anyOf) return schema.anyOf.map(describeType).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  if (type === "array") return `array of ${describeType(schema.items)}`;
  const notes = [
    schema.format,
    schema.pattern && `pattern ${schema.pattern}`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
  ].filter(Boolean);
  return notes.length ? `${type} (${notes.join(", ")})` : type;
}

function fields(schema: JsonSchema | undefined): string {
  const properties = schema?.properties ?? (schema?.items?.properties ? schema.items.properties : undefined);
  if (!properties) return `<p>${escapeHtml(describeType(schema))}</p>`;
  const required = new Set(schema?.required ?? schema?.items?.required ?? []);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? "" : " <small>optional</small>"}</td><td>${escapeHtml(describeType(field))}</td></tr>`,
  );
  const prefix = schema?.type === "array" ? "<p>an array of:</p>" : "";
  return `${prefix}<table>${rows.join("")}</table>`;
}

function operation(method: string, path: string, op: OpenApiOperation): string {
  const parameters = (op.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code> <small>${escapeHtml(p.in)}${p.required ? "" : ", optional"}</small></td><td>${escapeHtml(describeType(p.schema))}</td></tr>`,
  );
  const body = op.requestBody?.content?.["application/json"]?.schema;
  const answers = Object.entries(op.responses ?? {}).map(
    ([status, answer]) =>
      `<h4>${escapeHtml(status)}</h4>${fields(answer.content?.["application/json"]?.schema)}`,
  );
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
${parameters.length ? `<h4>Parameters</h4><table>${parameters.join("")}</table>` : ""}
${body ? `<h4>JSON body</h4>${fields(body)}` : ""}
${answers.length ? `<h4>Answers</h4>${answers.join("")}` : ""}
<p class="errors">Refusals answer JSON <code>{"error": "…"}</code> with a 4xx status.</p></section>`;
}

/** The OpenAPI document as one plain page: every call with its parameters, body fields and answers. */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
  const index = sections
    .map(
      ({ method, path }) =>
        `<li><a href="#${escapeHtml(`${method}-${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
code{font:13px ui-monospace,monospace}table{border-collapse:collapse;margin:.25rem 0}td{border:1px solid #e5e7eb;padding:.2rem .6rem;vertical-align:top}
section{border-top:1px solid #d1d5db;padding-top:.5rem}.method{display:inline-block;min-width:4.5rem;font-weight:600;color:#1d4ed8}
h4{margin:.6rem 0 .2rem;font-size:14px}small,.errors{color:#6b7280}</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? "")}</p>
<p>The same reference as an OpenAPI 3 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
<ul>${index}</ul>${sections.map(({ method, path, op }) => operation(method, path, op)).join("\n")}</body></html>`;
}
