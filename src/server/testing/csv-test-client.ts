import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./test-app.ts";

/** The product's three calls as one signed-in user makes them (tests only). */
export function csvClient(t: TestApp, cookie: string) {
  const call = (method: "POST" | "PUT" | "GET" | "DELETE", url: string, body?: string | Buffer | object) =>
    t.app.inject({
      method,
      url,
      headers: {
        cookie,
        ...(typeof body === "string" || Buffer.isBuffer(body) ? { "content-type": "text/csv" } : {}),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  async function upload(csv: string | Buffer): Promise<string> {
    const address = await call("POST", "/api/csv/upload-url");
    if (address.statusCode !== 200) throw new Error(`upload-url: ${address.statusCode} ${address.body}`);
    const { uploadURL } = address.json() as { uploadURL: string };
    const put = await call("PUT", uploadURL, csv);
    if (put.statusCode !== 200) throw new Error(`PUT: ${put.statusCode} ${put.body}`);
    return uploadURL;
  }
  const process = (csvUrl: string, options: { dryRun?: boolean; importDuplicateRows?: number[] } = {}) =>
    call("POST", "/api/csv/process", { csvUrl, ...options });
  const preview = async (csv: string) => (await process(await upload(csv), { dryRun: true })).json();
  const importFile = async (csv: string): Promise<LightMyRequestResponse> => process(await upload(csv));
  return { call, upload, process, preview, importFile };
}
