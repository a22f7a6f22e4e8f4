import { expect, test } from "./support/fixtures.ts";

test("the web app's scripts are served pre-compressed and cached for good; the page itself is not cached", async ({
  request,
}) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
  expect(script).toMatch(/^\/assets\/index-.+\.js$/);
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const response = await request.get(script!, { headers: { "Accept-Encoding": accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});
