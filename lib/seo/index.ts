// The face of lib/seo: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/seo/<file>` from outside it). Its own files import each other directly.

export { partMetadata } from './part-metadata';
export { partsMetadata } from './parts-metadata';
export { SITE_DESCRIPTION, SITE_NAME } from './site';
export { sitemapFileXml, sitemapXml } from './sitemap';
export { breadcrumbLd, organizationLd, productLd, productListLd } from './structured-data';
