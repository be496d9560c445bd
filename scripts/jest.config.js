// The repository's own tooling: the lint rules, in Node.
module.exports = require('../jest.preset')(__dirname, { displayName: 'repo' });
