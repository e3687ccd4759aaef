// The gql.tada introspection output (lib/graphql-env.d.ts) for schema.graphql, made the way `gql.tada generate-output`
// makes it (load the SDL, minify, preprocess into a .d.ts), so the committed file can be regenerated and compared in
// memory by scripts/print-graphql-schema.ts and tests/unit/graphql-typing.
import path from "node:path";
import { loadFromSDL, minifyIntrospection, outputIntrospectionFile } from "gql.tada/internal";

const root = path.resolve(import.meta.dirname, "..");
export const SCHEMA_FILE = path.join(root, "schema.graphql");
/** tsconfig.json's gql.tada/ts-plugin `tadaOutputLocation`. */
export const GRAPHQL_ENV_FILE = path.join(root, "lib/graphql-env.d.ts");

export async function renderGraphQLEnv(schemaFile: string = SCHEMA_FILE): Promise<string> {
  const { introspection } = await loadFromSDL({ file: schemaFile }).load();
  return outputIntrospectionFile(minifyIntrospection(introspection), { fileType: ".d.ts", shouldPreprocess: true });
}
