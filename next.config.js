// @ts-check
const createNextIntlPlugin = require("next-intl/plugin");

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native module: loaded by Node at run time, not bundled.
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
};

module.exports = withNextIntl(nextConfig);
