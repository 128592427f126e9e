// The README of a new team module (scripts/new-module.mjs).
export const projectReadme = ({ name, key, platform }) => `# ${name}

A module of the Kickoff site, built, tested and shipped from this repository with \`@kickoff/module-kit\`. It is a
React parcel (\`src/index.tsx\` exports \`parcel\`) that shows how many selections the player's bet slip holds and the
last one added, with its first view drawn on the server (\`src/server.tsx\`).

## Commands

| command | what it does |
|---|---|
| \`npm ci\` | installs the kit, the platform SDK (\`kickoff-packages/\`) and the pinned shared libraries |
| \`npm test\` | type-checks, builds, runs the server view's tests (\`test/*.node.test.mjs\`, Node) and the components' (\`src/**/*.test.tsx\`, Chromium; \`KICKOFF_CHROMIUM\` names another binary) |
| \`npm run build\` | production build into \`dist/\`: System.register files with hashed names, \`importmap.json\` (entry and integrity), the manifest \`<entry>.deps.json\` and the server view \`<entry>.server.mjs\` |
| \`npm start\` | serves a development build on http://127.0.0.1:9300 with CORS and live reload (\`--port\` for another) |
| \`npm run deploy\` | builds, uploads the files to the Kickoff server and points \`${name}\` at them in the import map |

## Develop against a running site

1. Run the Kickoff site (\`npm start\` in its repository: http://127.0.0.1:8080) or use a staging server whose
   \`KICKOFF_OVERRIDE_STAFF\` lists your staff account.
2. \`npm start\` here (\`npm start -- --site <url>\` for another site) and open http://127.0.0.1:9300/: the parcel on a
   page with the site's own elements (top events, the bet slip), this build in place of the deployed one; a bet
   clicked there reaches the parcel, and every save reloads the page. For the site's own pages it prints a line to
   paste into the browser console:
   \`localStorage.setItem('import-map-override:${name}', 'http://127.0.0.1:9300/entry.js')\`. The page then loads
   your build instead of the deployed one, and reloads itself whenever you save a file.
3. To see the parcel on a page, an editor places \`<kickoff-module module="${name}"></kickoff-module>\` on a CMS page
   (the site's embed builder lists the element). Remove the override entry to go back.

## Rules of the platform (@kickoff/platform ${platform})

- Import only \`@kickoff/platform\`, the shared libraries the import map serves (react, react-dom, single-spa,
  single-spa-react, nanostores, @nanostores/react, i18next) and packages you bundle. Never another Kickoff module:
  the build refuses \`@kickoff/<anything else>\`. Reach other parts of the site through platform stores and typed
  events (\`listen\`, \`emit\`).
- The build records the ranges you built for in the manifest (\`"@kickoff/platform": "^${platform}"\`, React's).
  The site refuses to run a module on another platform major (the error block in its place) and the deploy service
  refuses to publish it (409 \`incompatible_platform\`). When the operator ships a new major, install its SDK and rebuild.
- Styles: \`registerStyles('${key}', css)\`; texts: \`addTranslations('${key}', …)\`, Russian and English.
- The server view's first render must equal the browser's: read only the route, the language and the platform's data hooks.

## Deploy and roll back

\`npm run deploy -- --server https://kickoff.example --env staging --token "$KICKOFF_DEPLOY_TOKEN"\` (defaults: the local
server, environment \`default\`, the development token of a server with demo data). Files are uploaded to
\`/dist/teams/<scope>/<name>/\` (names are content hashes, so old versions stay for open tabs), then the map is patched
with \`If-Match\` (a concurrent deploy makes it re-read and retry once). To roll back, deploy the earlier commit again,
or ask the operator to restore an earlier map version (\`POST /deploy/rollback\`; \`GET /deploy/history\` lists them).
`;
