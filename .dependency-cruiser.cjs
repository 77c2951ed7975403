// Import boundaries, checked by `npm run boundaries` (scripts/boundaries.mjs) in CI.

// dependency-cruiser 17 (the last to run on Node 20) reads TypeScript with tsc only up to
// TypeScript 6, so this repository's TypeScript 7 is read with swc. It hands swc one set of
// options for every file, without `tsx`, and the first JSX element would abort the run: until
// dependency-cruiser 18 (Node 22) does it itself, each .tsx file is parsed as TSX here.
const swc = require("@swc/core");
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (path, options) => parseFileSync(path, { ...options, tsx: path.endsWith(".tsx") });

const WEB = "^apps/web/src/";
const API = "^apps/api/src/";
const MODULES = `${API}modules/`;

/** Tests, and the helpers only tests import, exercise the app from above every layer. */
const TEST_CODE = ["\\.test\\.tsx?$", "/testing\\.ts$", "/test-fixtures\\.ts$", `${API}test/`, `${WEB}test/`];

/**
 * The API's modules, lowest layer first; each module is a path under modules/. A module uses
 * those of lower layers freely; of its own layer only the `public.ts` each may offer.
 */
const LAYERS = [
  {
    name: "platform",
    modules: { auth: "auth/", users: "users/", mail: "mail/", media: "media/", health: "health/", settings: "settings/" },
  },
  {
    name: "catalog",
    modules: {
      hotels: "hotels/",
      rooms: "rooms/",
      // One module: its parts (catalogs, dishes, stock, costs...) build on each other.
      kitchen: "kitchen/",
      counterparties: "counterparties/",
      "guest-groups": "guest-groups/",
      hr: "hr/",
      expenses: "expenses/",
      // One folder holds the taxi base; its vehicles, drivers and places are catalog, its flights,
      // orders, plans and boards are orders.
      "taxi catalog": "taxi/(vehicle|driver|place)",
    },
  },
  {
    name: "orders",
    modules: {
      "hotel-orders": "hotel-orders/",
      "food-orders": "food-orders/",
      // The day's plan reads the stays and places food orders from them.
      "kitchen-plan": "kitchen-plan/",
      "taxi orders": "taxi/(?!vehicle|driver|place)",
      // The ledger bills the orders; orders ask it for the credit limit through its public.ts.
      finance: "finance/",
    },
  },
  {
    name: "read models",
    // The audit trail's reader: the journal the database's triggers write for every layer.
    modules: { statistics: "statistics/", "order-analytics": "order-analytics/", search: "search/", audit: "audit/" },
  },
];

const pathsOf = (modules) => Object.values(modules).map((path) => MODULES + path);

const layerRules = LAYERS.flatMap((layer, index) => {
  const higher = LAYERS.slice(index + 1).flatMap((above) => pathsOf(above.modules));
  const below = higher.length
    ? [
        {
          name: `api-${layer.name.replaceAll(" ", "-")}-below`,
          comment: `A ${layer.name} module never imports a module of a higher layer.`,
          severity: "error",
          from: { path: pathsOf(layer.modules), pathNot: TEST_CODE },
          to: { path: higher },
        },
      ]
    : [];
  const peers = Object.entries(layer.modules).map(([name, path]) => ({
    name: `api-${name.replaceAll(" ", "-")}-peers-public`,
    comment: `${name} uses another ${layer.name} module only through that module's public.ts.`,
    severity: "error",
    from: { path: MODULES + path, pathNot: TEST_CODE },
    to: {
      path: pathsOf(layer.modules).filter((other) => other !== MODULES + path),
      pathNot: `${MODULES}[^/]+/public\\.ts$`,
    },
  }));
  return [...below, ...peers];
});

const layered = LAYERS.flatMap((layer) => pathsOf(layer.modules));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No file reaches itself through its imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the check cannot follow would hide whatever it points at.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "not-to-test-code",
      comment: "Only tests use test helpers.",
      severity: "error",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "contract-not-to-apps",
      comment: "The contract is shared by the web and the API and knows neither.",
      severity: "error",
      from: { path: "^packages/contract/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-not-to-api",
      comment: "The web talks to the API over HTTP only, through the contract.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "api-not-to-web",
      comment: "The API serves the built web, it never imports it.",
      severity: "error",
      from: { path: "^apps/api/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "web-not-to-route-table",
      comment: "The whole route table is the server's and the API docs'; the web imports the endpoint groups it calls.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^packages/contract/src/endpoints/table\\.ts$" },
    },
    {
      name: "web-feature-not-to-other-features",
      comment: "A feature shares with another only through lib/ or ui/.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-feature-not-to-app",
      comment: "The app (router, guards) puts features together; a feature never reaches back into it.",
      severity: "error",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: "web-shared-not-to-features",
      comment: "ui/ and lib/ serve every feature and know none of them, nor the app.",
      severity: "error",
      from: { path: `${WEB}(ui|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: "api-db-lowest",
      comment: "The database layer knows nothing of HTTP or of the modules.",
      severity: "error",
      from: { path: `${API}db/`, pathNot: TEST_CODE },
      to: { path: [`${API}http/`, MODULES] },
    },
    {
      name: "api-http-below-modules",
      comment: "The request glue serves every module and knows none of them.",
      severity: "error",
      from: { path: `${API}http/`, pathNot: TEST_CODE },
      to: { path: MODULES },
    },
    {
      name: "api-module-in-a-layer",
      comment: "Every API module has its place in LAYERS above, or nothing would hold it to the layering.",
      severity: "error",
      from: { path: MODULES, pathNot: layered },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    // tsc would be used only up to TypeScript 6 (see the top of this file). Type-only imports
    // count: a type shared across a boundary ties the two sides as much as a value does.
    parser: "swc",
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    enhancedResolveOptions: {
      // The workspace packages map their subpaths to sources through "exports".
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js"],
    },
    skipAnalysisNotInRules: true,
  },
};
