module.exports = require('../jest.preset')(__dirname, {
  environment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../jest/dom-setup.ts')],
});
