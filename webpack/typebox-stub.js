// What the contract's schemas become in a browser build. The pages take the contract's endpoint
// table (method, path, session) and its types; validation happens on the servers. Every schema
// builder (`Type.Object(…)`, `Type.String()`, …) returns an empty placeholder, which keeps TypeBox
// (about 10 KB gzip) and the schema objects off the page.
const schema = () => ({});
exports.Type = new Proxy({}, { get: () => schema });
