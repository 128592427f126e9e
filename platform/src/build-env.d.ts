/** The one Node-style global browser code may read: esbuild replaces it with a literal at build time. */
declare const process: { readonly env: { readonly NODE_ENV: string } };
