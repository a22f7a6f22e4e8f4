/** Sign-in accounts of the browser tests' server (created by start-server.ts on its fresh database). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

export const users = {
  admin: { username: "admin", password: E2E_ADMIN_PASSWORD, name: "Administrator" },
  viewer: { username: "viewer", password: "e2e-viewer-password", name: "Viewer" },
  engineering: {
    username: "Engineering",
    password: "e2e-engineering-password",
    name: "Engineering wall display",
  },
} as const;

export type E2EUser = (typeof users)[keyof typeof users];
