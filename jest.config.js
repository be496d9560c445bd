/** Every package's tests: `npm test` at the root. */
module.exports = {
  projects: ['contract', 'shared-ui', 'shell', 'shop-remote', 'admin-remote', 'bff', 'pcb-api', 'scripts'].map((dir) => `<rootDir>/${dir}`),
};
