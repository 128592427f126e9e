/** The one Node-style global browser code may read: esbuild replaces its names with literals at build time. */
declare const process: {
  readonly env: {
    readonly NODE_ENV: string;
    /** The build's label (esbuild.config.mjs): the commit in CI, `dev` locally. */
    readonly KICKOFF_BUILD_ID: string;
    /** The platform contract's version (platform/contract.json); absent when sources run unbuilt (tests). */
    readonly KICKOFF_PLATFORM_VERSION?: string;
  };
};
