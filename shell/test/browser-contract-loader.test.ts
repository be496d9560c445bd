// The contract as the browser builds read it: without the API's prose, and with its load-time
// calls marked pure so that each app keeps only the schemas and endpoint tables its pages use.
import path from 'node:path';

const prepare = require(path.join(__dirname, '../../webpack/browser-contract-loader.js')) as (source: string) => string;

describe('the browser contract loader', () => {
  it('drops endpoint summaries, on one line or on the next', () => {
    const source = "  a: endpoint({\n    summary: 'One product',\n    path: 'x',\n    summary:\n      \"Sets the buyer's quantity\",\n  }),\n";
    expect(prepare(source)).not.toMatch(/summary|One product|quantity/);
  });

  it('marks schema builders, endpoint definitions and constants built by a helper as pure', () => {
    const source = [
      'export const Product = Type.Object({ name: Type.String() });',
      "const prototype = requestEndpoints('prototype', Form);",
      "export const table = { list: endpoint({ path: 'product' }) };",
    ].join('\n');
    expect(prepare(source).split('\n')).toEqual([
      'export const Product = /*#__PURE__*/ Type.Object({ name: /*#__PURE__*/ Type.String() });',
      "const prototype = /*#__PURE__*/ requestEndpoints('prototype', Form);",
      "export const table = { list: /*#__PURE__*/ endpoint({ path: 'product' }) };",
    ]);
  });

  it('leaves the calls inside functions alone, whose effects may be the point', () => {
    const source = 'function quote() {\n  lines.push(line);\n  return e.path.replace(/:x/g, f);\n}\nexport function endpoint<S>(d: S) {\n  return d;\n}\n';
    expect(prepare(source)).toBe(source);
  });
});
