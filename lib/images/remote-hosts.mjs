// Hosts product images may come from besides this site: the default external image host
// (imgbb serves uploads from i.ibb.co). next.config.mjs allows them for next/image, and product
// validation accepts https images only from them. Using another image host? Add its host here.
export const IMAGE_REMOTE_HOSTS = ['i.ibb.co'];
