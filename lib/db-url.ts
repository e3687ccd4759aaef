// pg lets `connectionString` override `database`, so every pool gets discrete fields instead (DESIGN.md §1).
export interface PoolFields {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
}

export function poolConfigFromUrl(url: string): PoolFields {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname) || "127.0.0.1",
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username) || "postgres",
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres",
  };
}

/** The same URL pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
