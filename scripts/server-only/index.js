// `import "server-only"` reached from a browser bundle: the upstream package's error (Next.js reports this at build
// time with its own compiler check; this is the fallback for any other bundler).
throw new Error("This module cannot be imported from a Client Component module. It should only be used from a Server Component.");
