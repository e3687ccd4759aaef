// `import "server-only"` on the server (Node, or React's server condition): nothing to do.
