#!/bin/sh
# npm with the build's `ca` secret when one is given (docker/app.Dockerfile): the lock names no
# download addresses, so even a prune asks the registry.
if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca npm_config_cafile=/run/secrets/ca; fi
exec npm "$@"
