module.exports = require('../webpack/app-config').remoteAppConfig('admin');
